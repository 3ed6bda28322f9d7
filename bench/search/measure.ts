// Timing and memory: latency percentiles over repeated runs, and heap use after a full collection.
import type { BenchRequest } from './query-set.js';
import type { BuiltSystem, SearchOutcome } from './system.js';

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
  /** Passes over the requests after the warm-up. */
  repetitions: number;
  /** Stop once this much time went into one group… */
  budgetMs: number;
  /** …and at least this many requests were timed… */
  minTimed: number;
  /** …or, whatever was timed, after this long (the slowest peers on the biggest corpora). */
  hardCapMs: number;
  /** Untimed requests first, so the JIT and the engines' caches are warm (at most `budgetMs` of them). */
  warmUp: number;
}

export interface TimedGroup {
  stats: LatencyStats;
  /** Every timed latency in milliseconds, for percentiles pooled over several groups. */
  latencies: number[];
  /**
   * CPU time of the process per request, in milliseconds. On a shared machine the wall-clock tail
   * includes time spent descheduled; CPU time does not (it does include GC helper threads).
   */
  cpu: number[];
  /** Outcome of each request timed on the first pass (for checks such as "was the bill found"). */
  outcomes: SearchOutcome[];
}

export async function timeRequests(
  system: BuiltSystem,
  requests: BenchRequest[],
  options: TimingOptions,
): Promise<TimedGroup> {
  const warmUpStarted = performance.now();
  for (const request of requests.slice(0, options.warmUp)) {
    if (performance.now() - warmUpStarted > options.budgetMs) break;
    await system.run(request);
  }
  const latencies: number[] = [];
  const cpu: number[] = [];
  const outcomes: SearchOutcome[] = [];
  const started = performance.now();
  passes: for (let pass = 0; pass < options.repetitions; pass++) {
    for (const request of requests) {
      const spent = performance.now() - started;
      if (spent > options.hardCapMs || (latencies.length >= options.minTimed && spent > options.budgetMs))
        break passes;
      const cpuBefore = process.cpuUsage();
      const begin = process.hrtime.bigint();
      let outcome = system.run(request);
      // Awaiting only real promises: an extra microtask per call would tax the synchronous engines.
      if (outcome instanceof Promise) outcome = await outcome;
      latencies.push(Number(process.hrtime.bigint() - begin) / 1e6);
      const used = process.cpuUsage(cpuBefore);
      cpu.push((used.user + used.system) / 1000);
      if (pass === 0) outcomes.push(outcome);
    }
  }
  return { stats: latencyStats(latencies), latencies, cpu, outcomes };
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
