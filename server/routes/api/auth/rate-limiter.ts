/**
 * Counts events per key in a sliding window, in memory: enough for one server process (issue 5 asks for
 * per-account and per-IP sign-in limits). A restart forgets the counts, which only favours the user.
 */
export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    /** Bounds memory under a flood of distinct keys (e.g. random emails). */
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whole seconds until another event is allowed for `key`; 0 when one is allowed now. */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    const oldestCounted = recent[recent.length - this.limit]!;
    return Math.max(1, Math.ceil((oldestCounted + this.windowMs - this.now()) / 1000));
  }

  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.events.delete(key); // re-insert: Map order then runs from least to most recently used
    this.events.set(key, recent);
    if (this.events.size > this.maxKeys) {
      const leastRecent = this.events.keys().next().value;
      if (leastRecent !== undefined) this.events.delete(leastRecent);
    }
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  /** Events for `key` within the window. */
  countOf(key: string): number {
    return this.recent(key).length;
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const recent = (this.events.get(key) ?? []).filter((time) => time > since);
    // Setting an existing key keeps its place in the Map, so pruning does not change the LRU order.
    if (recent.length === 0) this.events.delete(key);
    else if (this.events.has(key)) this.events.set(key, recent);
    return recent;
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
    private readonly freeEvents: number,
    windowMs: number,
    private readonly firstDelayMs: number,
    private readonly maxDelayMs: number,
    now: () => number = Date.now,
  ) {
    // The counter's own limit is never reached: it only counts.
    this.counter = new SlidingWindowLimiter(Number.MAX_SAFE_INTEGER, windowMs, 100_000, now);
  }

  delayMs(key: string): number {
    const beyond = this.counter.countOf(key) - this.freeEvents;
    if (beyond < 0) return 0;
    return Math.min(this.maxDelayMs, this.firstDelayMs * 2 ** Math.min(beyond, 30));
  }

  record(key: string): void {
    this.counter.record(key);
  }

  reset(key: string): void {
    this.counter.reset(key);
  }
}

/** 'Try again in 14 minutes.' from a Retry-After value. */
export function retryAfterSentence(seconds: number): string {
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
