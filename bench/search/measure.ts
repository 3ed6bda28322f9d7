// Timing and memory: latency percentiles over repeated runs, and heap use after a full collection.
import type { SearchOutcome } from './system.js';

export interface LatencyStats {
  /** Timed requests. */
  n: number;
  p50: number;
  p95: number;
  p99: number;
  /** Requests per second, one after another on one thread (1000 / mean latency). */
  perSecond: number;
}

export interface TimingOptions {
  /** Warm passes over the requests, after the cold one. */
  repetitions: number;
  /** Stop a system's warm passes once this much time went into them… */
  budgetMs: number;
  /** …and at least this many requests were timed… */
  minTimed: number;
  /** …or, whatever was timed, after this long (the slowest peers on the biggest corpora). */
  hardCapMs: number;
}

export interface TimedGroup {
  /** Warm: the passes after every request had run once. */
  stats: LatencyStats;
  /** Cold: each request's first run in the system's process. */
  cold: LatencyStats;
  /** Every warm latency in milliseconds, for percentiles pooled over several groups. */
  latencies: number[];
  /** Every cold latency in milliseconds. */
  coldLatencies: number[];
  /**
   * CPU time of the process per warm request, in milliseconds. On a shared machine the wall-clock tail
   * includes time spent descheduled; CPU time does not (it does include GC helper threads).
   */
  cpu: number[];
  /** Outcome of each request on its cold run (for checks such as "was the bill found"). */
  outcomes: SearchOutcome[];
}

export function latencyStats(latenciesMs: number[]): LatencyStats {
  const sorted = Float64Array.from(latenciesMs).sort();
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    perSecond: total > 0 ? (sorted.length * 1000) / total : 0,
  };
}

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/**
 * Heap in use after a full collection (needs node --expose-gc), plus typed arrays' backing stores: they
 * live outside the heap, and our engine keeps its postings there.
 */
export function heapUsedBytes(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc (npm run bench:search does)');
  gc();
  gc(); // a second pass collects what the first one's finalizers released
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}
