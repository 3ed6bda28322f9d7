// How long a server render waits for its data (server-render.tsx, server-search.ts). The limit is for
// slow data (a database or search service that does not answer), so it counts the time the event loop
// spent waiting, not the time it spent busy: on a server whose CPU other renders, a crowd or other
// processes hold, a 2 ms timer fires 200 ms late, and a wall-clock limit ran out while the page's own
// in-process answers were still queued behind that work. The page then went out without them (the bill
// search without its results, so the browser built it itself: the longest tasks of its load, issue 20),
// was not kept for the next visitor, and so was rendered again for every one of them.

/** Each wait is a timer this long; a tick that fires later than this counts as this long. */
const TICK_MS = 2;
/** However busy the server, a render waits no longer than this many times its limit on the wall clock. */
const WALL_FACTOR = 4;

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: Clock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface DataWait {
  /** Waits one tick; false once the limit has been waited (or the wall-clock cap has passed). */
  tick(): Promise<boolean>;
  /** Resolves with null once the limit has been waited, unless cancelled first: to race data against. */
  expiry(): { promise: Promise<null>; cancel(): void };
}

export function createDataWait(limitMs: number, clock: Clock = realClock): DataWait {
  const wallEnd = clock.now() + WALL_FACTOR * limitMs;
  let waited = 0;
  const waiting = () => waited < limitMs && clock.now() < wallEnd;
  const tick = async () => {
    if (!waiting()) return false;
    const start = clock.now();
    await clock.sleep(TICK_MS);
    waited += Math.min(clock.now() - start, TICK_MS);
    return waiting();
  };
  return {
    tick,
    expiry() {
      let cancelled = false;
      const promise = (async () => {
        while (!cancelled && (await tick()));
        return null;
      })();
      return { promise, cancel: () => (cancelled = true) };
    },
  };
}
