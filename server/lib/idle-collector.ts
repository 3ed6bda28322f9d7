// Gives memory back when a thread goes quiet (issue 17, idle RSS). V8 collects when it must allocate, so
// a thread that stops after a burst (start-up's seeding and indexing, a replica's load and snapshot, the
// API thread after a crowd) keeps its grown young generation (32 MB per isolate) and its dead ArrayBuffers
// (a replica's replaced posting arenas, ~27 MB) until the next allocation that never comes. Measured on
// demo data, built server: RSS 495 MiB idle 40 s after ready, 371 MiB after one full collection per thread.
//
// Each thread (the API's, every search replica's, the journal's) checks every few seconds: when its event
// loop was nearly idle through the last window and its heap and buffers grew by more than a threshold
// since the last collection, it runs one full collection (tens of milliseconds; nobody is waiting, or the
// window would not have been idle). A busy thread is left to V8. Needs `--expose-gc` (npm start passes
// it); without it this does nothing.
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

const CHECK_EVERY_MS = 2_000;
/** Below this share of the window busy, the thread counts as idle. */
const IDLE_UTILIZATION = 0.05;
/** Growth (heap + external buffers) since the last collection worth a full collection. */
const GROWTH_BYTES = 16 * 1024 * 1024;
/** A thread lightly but steadily used is not collected over and over: at most one collection per this. */
const MIN_SPACING_MS = 20_000;

const gc = (globalThis as { gc?: () => void }).gc;

function footprint(): number {
  const heap = getHeapStatistics();
  return heap.total_heap_size + heap.external_memory;
}

/** This thread's footprint right after its last collection, and when that was. */
let afterLast = footprint();
let lastAt = -Infinity;
/**
 * One collection does not give everything back: V8 shrinks the young generation and releases heap pages
 * only once allocation has been low for a few seconds, and dead ArrayBuffers are accounted free on the
 * collection after the one that found them (measured in isolation: the heap went 36 -> 5 MB only on a
 * collection 6 s after the burst). So each collection is followed, once the thread has been quiet for
 * SETTLE_AFTER_MS, by two more.
 */
const SETTLE_AFTER_MS = 6_000;
let settlePending = false;

/** One full collection now, when the process allows it (`--expose-gc`), and a second once idle. */
export function collectGarbage(): void {
  if (!gc) return;
  gc();
  afterLast = footprint();
  lastAt = performance.now();
  settlePending = true;
}

/**
 * Starts this thread's checks (timing shortened only by tests); the timer never keeps the thread alive.
 * Returns a stop function.
 */
export function collectWhenIdle(timing: { checkEveryMs?: number; settleAfterMs?: number } = {}): () => void {
  const { checkEveryMs = CHECK_EVERY_MS, settleAfterMs = SETTLE_AFTER_MS } = timing;
  if (!gc) return () => {};
  let window: EventLoopUtilization = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, window).utilization;
    window = now;
    if (busy > IDLE_UTILIZATION) return;
    if (settlePending) {
      if (performance.now() - lastAt < settleAfterMs) return;
      gc();
      gc();
      afterLast = footprint();
      settlePending = false;
    } else if (footprint() - afterLast >= GROWTH_BYTES && performance.now() - lastAt >= MIN_SPACING_MS) {
      collectGarbage();
    } else {
      return;
    }
    // The collection itself is not activity: the next window starts after it.
    window = performance.eventLoopUtilization();
  }, checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
