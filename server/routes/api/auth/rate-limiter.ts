import type { AuthAttemptsRepository } from '../../../db/repositories/auth-attempts-repository.js';

/**
 * Where the limiters keep their events: the database (table auth_attempts), so every API process
 * sharing it counts the same attempts (issue 17, scale-out) and a restart forgets nothing.
 */
export type AttemptStore = Pick<
  AuthAttemptsRepository,
  'record' | 'newest' | 'count' | 'clear' | 'deleteBefore'
>;

/** Events older than every window are deleted at most this often per process (a write per minute at most). */
const PRUNE_EVERY_MS = 60_000;

/**
 * Counts events per key in a sliding window (issue 5 asks for per-account and per-IP sign-in limits).
 * Two processes checking at the same instant may both let one more attempt through: a limit of 5 is then
 * at most 6, never a lock-out.
 */
export class SlidingWindowLimiter {
  private lastPrunedAt = 0;

  constructor(
    private readonly store: AttemptStore,
    /** The store's name for this limit's events. */
    readonly bucket: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whole seconds until another event is allowed for `key`; 0 when one is allowed now. */
  async retryAfterSeconds(key: string): Promise<number> {
    const now = this.now();
    const newest = await this.store.newest(this.bucket, key, now - this.windowMs, this.limit);
    if (newest.length < this.limit) return 0;
    const oldestCounted = newest[newest.length - 1]!;
    return Math.max(1, Math.ceil((oldestCounted + this.windowMs - now) / 1000));
  }

  async record(key: string): Promise<void> {
    const now = this.now();
    await this.store.record(this.bucket, key, now);
    // Bounds the table under a flood of distinct keys (e.g. random emails): nothing older counts.
    if (now - this.lastPrunedAt >= PRUNE_EVERY_MS) {
      this.lastPrunedAt = now;
      await this.store.deleteBefore(now - this.windowMs);
    }
  }

  reset(key: string): Promise<void> {
    return this.store.clear(this.bucket, key);
  }

  /** Events for `key` within the window. */
  countOf(key: string): Promise<number> {
    return this.store.count(this.bucket, key, this.now() - this.windowMs);
  }
}

/**
 * Slows down rather than refuses (issue 17): after `freeEvents` in the window each further attempt waits
 * twice as long as the one before, from `firstDelayMs` up to `maxDelayMs`. For the failures of one
 * account from any address: guessing a password from many machines becomes slow, yet a stranger can
 * never lock the owner out, who waits at most a few seconds.
 */
export class ProgressiveDelay {
  private readonly counter: SlidingWindowLimiter;

  constructor(
    store: AttemptStore,
    bucket: string,
    private readonly freeEvents: number,
    windowMs: number,
    private readonly firstDelayMs: number,
    private readonly maxDelayMs: number,
    now: () => number = Date.now,
  ) {
    // The counter's own limit is never reached: it only counts.
    this.counter = new SlidingWindowLimiter(store, bucket, Number.MAX_SAFE_INTEGER, windowMs, now);
  }

  async delayMs(key: string): Promise<number> {
    const beyond = (await this.counter.countOf(key)) - this.freeEvents;
    if (beyond < 0) return 0;
    return Math.min(this.maxDelayMs, this.firstDelayMs * 2 ** Math.min(beyond, 30));
  }

  record(key: string): Promise<void> {
    return this.counter.record(key);
  }

  reset(key: string): Promise<void> {
    return this.counter.reset(key);
  }
}

/** 'Try again in 14 minutes.' from a Retry-After value. */
export function retryAfterSentence(seconds: number): string {
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
