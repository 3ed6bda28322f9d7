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

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const recent = (this.events.get(key) ?? []).filter((time) => time > since);
    // Setting an existing key keeps its place in the Map, so pruning does not change the LRU order.
    if (recent.length === 0) this.events.delete(key);
    else if (this.events.has(key)) this.events.set(key, recent);
    return recent;
  }
}

/** 'Try again in 14 minutes.' from a Retry-After value. */
export function retryAfterSentence(seconds: number): string {
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
