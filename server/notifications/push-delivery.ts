// Web Push (issue 22): each of the reader's browsers gets the notice as a PushPayload, encrypted and
// signed (VAPID) by the `web-push` library with the keys stored in app_secrets. The request itself goes
// through fetch, so a push service on plain http (the test endpoint) works like the real ones. A push
// service answering 404 or 410 says the subscription is gone: it is deleted. Anything else that is not
// 2xx fails the job, which is retried.
import webpush from 'web-push';
import type { Db } from '../db/database.js';
import type { PushPayload } from '../schemas/notifications.js';
import type { VapidKeys } from './app-secrets.js';

/** Push services keep an undelivered notice this long (seconds) for a phone that is off. */
const TIME_TO_LIVE = 24 * 3600;
const PUSH_TIMEOUT_MS = 15_000;

export class PushServiceError extends Error {}

export interface PushResult {
  sent: number;
  removed: number;
}

/**
 * The notice to each of the reader's browsers. A retried job must not push twice to a browser that got it
 * the first time: `delivered` names those, and `onDelivered` is told each new one before the next is sent
 * (the job keeps them in its cursor).
 */
export async function pushToReader(
  db: Db,
  userId: number,
  payload: PushPayload,
  keys: VapidKeys,
  subject: string,
  progress: { delivered: ReadonlySet<number>; onDelivered(subscriptionId: number): Promise<void> } = {
    delivered: new Set(),
    onDelivered: async () => {},
  },
): Promise<PushResult> {
  const subscriptions = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const result: PushResult = { sent: 0, removed: 0 };
  const failures: string[] = [];
  for (const subscription of subscriptions) {
    if (progress.delivered.has(subscription.id)) continue;
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TIME_TO_LIVE,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
        topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
      },
    );
    let status: number;
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        // fetch counts the body itself (and refuses a Content-Length it did not set).
        headers: Object.fromEntries(
          Object.entries(request.headers as Record<string, string | number>)
            .filter(([name]) => name.toLowerCase() !== 'content-length')
            .map(([name, value]) => [name, String(value)]),
        ),
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      const cause = (error as Error & { cause?: Error }).cause;
      failures.push(
        `${new URL(subscription.endpoint).origin}: ${(error as Error).message}${cause ? ` (${cause.message})` : ''}`,
      );
      continue;
    }
    if (status === 404 || status === 410) {
      await db.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute();
      result.removed += 1;
    } else if (status >= 200 && status < 300) {
      result.sent += 1;
      await progress.onDelivered(subscription.id);
    } else failures.push(`${new URL(subscription.endpoint).origin} answered ${status}`);
  }
  if (failures.length > 0) throw new PushServiceError(`push failed: ${failures.join('; ')}`);
  return result;
}
