// How long to wait before asking again: the server's Retry-After when it gives one (RFC 9110 §10.2.3:
// delay-seconds or an HTTP-date), else exponential backoff with full jitter (AWS Architecture Blog,
// "Exponential Backoff And Jitter"), so clients that failed together do not come back together.

/** Milliseconds a Retry-After header asks for, or null when it says nothing usable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

export interface BackoffSettings {
  baseMs: number;
  maxMs: number;
}

/** Attempt 1 waits up to base, attempt 2 up to 2×base, … never more than max; random in [0, cap). */
export function backoffMs(attempt: number, settings: BackoffSettings, random: () => number): number {
  const cap = Math.min(settings.maxMs, settings.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * cap);
}

/** A wait that ends early (rejecting with the signal's reason) when the sync is stopped. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
