// Unsubscribe links (issue 22): a token names what it stops (one follow's mail, or one reader's digest)
// and carries an HMAC of that under the server's stored key, so it works without signing in and only
// for what it names: changing the follow id breaks the signature.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type UnsubscribeScope =
  { kind: 'follow'; followId: number; userId: number } | { kind: 'digest'; userId: number };

const encode = (scope: UnsubscribeScope) =>
  scope.kind === 'follow' ? `f.${scope.followId}.${scope.userId}` : `d.${scope.userId}`;

const signature = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(`unsubscribe:${payload}`).digest('base64url').slice(0, 32);

export function signUnsubscribe(key: Buffer, scope: UnsubscribeScope): string {
  const payload = encode(scope);
  return `${payload}.${signature(key, payload)}`;
}

/** The scope a token names when its signature is ours; null for anything else. */
export function verifyUnsubscribe(key: Buffer, token: string): UnsubscribeScope | null {
  const match = /^(f\.([1-9]\d{0,9})\.([1-9]\d{0,9})|d\.([1-9]\d{0,9}))\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(signature(key, match[1]!));
  const sent = Buffer.from(match[5]!);
  if (expected.length !== sent.length || !timingSafeEqual(expected, sent)) return null;
  return match[2]
    ? { kind: 'follow', followId: Number(match[2]), userId: Number(match[3]) }
    : { kind: 'digest', userId: Number(match[4]) };
}
