// Main-thread work of a page load counted in the thread's own CPU time, a measure other processes on
// the machine move less. Lighthouse's TBT comes from wall-clock task lengths: on these 2 shared cores a
// task the renderer was preempted in counts as long (one build's TBT on the bill search read 3,000 ms
// at load 3 and 4,400 ms at load 9). CPU time still swells when the cores are contended, so builds are
// compared in alternating runs. This loads the page as Lighthouse's mobile run does (412×823, touch),
// records a Chromium trace and, for each main-thread task after the first contentful paint, takes its
// CPU time times Lighthouse's 4x CPU slowdown: a task that would then pass 50 ms blocks for the rest.
// Its sum is an estimate of TBT on a quiet machine, for comparing builds while the machine is busy; the
// budgets are still judged by Lighthouse on a quiet one (run.ts).
import { chromium, type Browser } from '@playwright/test';
import TraceGatherer from 'lighthouse/core/gather/gatherers/trace.js';
import { chromiumArgs, chromiumPath } from '../../e2e/support/browsers.js';

/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** A task is long (blocking) past this many ms, as in TBT. */
const LONG_TASK_MS = 50;
/** After `load`, the page's deferred work (lazy screens, data, progressive lists) is recorded this long. */
const SETTLE_MS = 8000;

export interface ThreadTimeScores {
  /** Sum over tasks after first contentful paint of (4 × CPU time − 50 ms) where positive. */
  tbtMs: number;
  /** The longest such task, 4 × its CPU time. */
  longestTaskMs: number;
  /** All of the main thread's CPU time from navigation to the end of recording, not slowed down. */
  mainThreadMs: number;
  /** Tasks after first contentful paint that count as long at 4x. */
  longTasks: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; frame?: string };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
}

/** The renderer's main thread: the thread the page's first contentful paint was recorded on. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number; fcp: number } {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('The trace has no first contentful paint: the page showed nothing.');
  return { pid: fcp.pid, tid: fcp.tid, fcp: fcp.ts };
}

export function scoreTrace(events: TraceEvent[]): ThreadTimeScores {
  const { pid, tid, fcp } = mainThread(events);
  // Top-level tasks only: a task run inside another (a nested message loop) is part of its CPU time.
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts);
  let end = -Infinity;
  const scores: ThreadTimeScores = { tbtMs: 0, longestTaskMs: 0, mainThreadMs: 0, longTasks: 0 };
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    const cpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
    scores.mainThreadMs += cpuMs;
    if (task.ts < fcp) continue;
    const slowedMs = cpuMs * CPU_SLOWDOWN;
    scores.longestTaskMs = Math.max(scores.longestTaskMs, slowedMs);
    if (slowedMs > LONG_TASK_MS) {
      scores.tbtMs += slowedMs - LONG_TASK_MS;
      scores.longTasks++;
    }
  }
  return scores;
}

/** One cold load of `url` (a fresh context: no cache, no service worker yet), traced. */
export async function measureThreadTime(browser: Browser, url: string): Promise<ThreadTimeScores> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    // Lighthouse's own categories: what they record (stacks for every timeline event, screenshots, script
    // sources) costs the page's main thread too, and a lighter trace under-read its tasks by a third.
    await browser.startTracing(page, { categories: TraceGatherer.getDefaultTraceCategories() });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return scoreTrace(trace.traceEvents);
  } finally {
    await context.close();
  }
}
