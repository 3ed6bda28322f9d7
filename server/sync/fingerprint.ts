import { createHash } from 'node:crypto';

/** SHA-256 of a response body: an equal body read again is not written again. */
export function fingerprint(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
