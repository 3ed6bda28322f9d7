/**
 * A new Idempotency-Key for one write (issue 18): the same key goes with every sending of that write, so
 * the server runs it once however many times a dropped link makes the app send it. randomUUID exists only
 * in secure contexts; a phone testing a dev server over the LAN's http gets the same 122 random bits.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
