import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** Timers this long or longer share one platform timer; shorter ones are latency-sensitive and pass through. */
const COALESCE_FROM_MS = 1000;

interface Pending {
  at: number;
  callback: TimeoutCallback;
}

/** Thrown again from a microtask, where the page reports it as uncaught, after the other timers have run. */
const reportUncaught = (error: unknown) =>
  queueMicrotask(() => {
    throw error;
  });

/**
 * A TimeoutProvider for TanStack Query (its documented way to coalesce timers): every query observer
 * arms a stale timer and every unobserved query a garbage-collection timer, each a platform timer, so a
 * screen hydrating dozens of observers armed and cleared dozens in one task, and Chromium records a stack
 * for each while it traces (the bill search: ~8 ms of one task after the first paint in a Lighthouse run,
 * issue 20). Here the long ones wait in a map behind a single platform timer set for the earliest of
 * them: adding one that is due later, or clearing one, touches no platform timer. Each still runs at its
 * own time, in the order it was due.
 */
export function createCoalescedTimeouts({
  now = () => Date.now(),
  onError = reportUncaught,
}: { now?: () => number; onError?: (error: unknown) => void } = {}): TimeoutProvider {
  const pending = new Map<number, Pending>();
  let nextId = -1;
  let armed: { at: number; timer: ReturnType<typeof setTimeout> } | null = null;

  const arm = (at: number) => {
    if (armed) clearTimeout(armed.timer);
    armed = { at, timer: setTimeout(fire, Math.max(0, at - now())) };
  };
  const armForEarliest = () => {
    let earliest = Infinity;
    for (const timer of pending.values()) earliest = Math.min(earliest, timer.at);
    if (earliest !== Infinity) arm(earliest);
  };

  function fire() {
    armed = null;
    const time = now();
    const due = [...pending].filter(([, timer]) => timer.at <= time).sort(([, a], [, b]) => a.at - b.at);
    for (const [id] of due) pending.delete(id);
    armForEarliest();
    // One callback's error must not keep the others from running.
    for (const [, { callback }] of due) {
      try {
        callback();
      } catch (error) {
        onError(error);
      }
    }
  }

  return {
    setTimeout(callback, delay) {
      if (!(delay >= COALESCE_FROM_MS)) return setTimeout(callback, delay) as unknown as ManagedTimerId;
      const id = nextId--;
      const at = now() + delay;
      pending.set(id, { at, callback });
      if (!armed || at < armed.at) arm(at);
      // A platform timer past its time that has not fired was dropped (a test's fake clock uninstalled,
      // say): the earliest is armed again rather than leaving every timer waiting on it.
      else if (now() > armed.at + COALESCE_FROM_MS) armForEarliest();
      return id;
    },
    clearTimeout(id) {
      if (typeof id === 'number' && id < 0) pending.delete(id);
      else if (id !== undefined) clearTimeout(id as Parameters<typeof clearTimeout>[0]);
    },
    setInterval: (callback, delay) => setInterval(callback, delay) as unknown as ManagedTimerId,
    clearInterval: (id) => clearInterval(id as Parameters<typeof clearInterval>[0]),
  };
}
