import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * The page must have had no request in flight and no file arriving for this long before the worker
 * installs: longer than a round trip on a 2-second-latency link, or the gap between two of the first
 * screen's chunks (each asked for once the one before arrives) would pass for the end.
 */
const QUIET_MS = 3000;
/** The longest the install waits for that (a screen that polls may never be quiet for long). */
const QUIET_WAIT_LIMIT_MS = 15_000;

/**
 * Resolves once the page has loaded and for QUIET_MS no query or write has been in flight and no file
 * (a route's chunk, an image) has arrived, or after QUIET_WAIT_LIMIT_MS. Installing the worker downloads
 * the whole app (~190 files); on a 400 kbps phone link that shared the line with the first screen's own
 * data (issue 18: a cold bill page took 52 s).
 */
export function afterFirstScreenSettles(client: QueryClient = queryClient): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        // An event only notes the time: the caches tell every listener of every observer a screen adds,
        // and resource timings come once per file, so work (even arming a timer: Chromium records a stack
        // for each while it traces) done per event added up to dozens of timers and ~10 ms of the tasks
        // after the first paint (issue 20: TBT). One timer at a time looks at the clock instead.
        let lastActivity = Date.now();
        const noteActivity = () => {
          lastActivity = Date.now();
        };
        let timer: ReturnType<typeof setTimeout> | undefined;
        const done = () => {
          clearTimeout(timer);
          clearTimeout(limit);
          unsubscribe();
          resolve();
        };
        const limit = setTimeout(done, QUIET_WAIT_LIMIT_MS);
        const check = () => {
          const quietFor = Date.now() - lastActivity;
          if (client.isFetching() > 0 || client.isMutating() > 0) timer = setTimeout(check, QUIET_MS);
          else if (quietFor >= QUIET_MS) done();
          else timer = setTimeout(check, QUIET_MS - quietFor);
        };
        const unsubscribeQueries = client.getQueryCache().subscribe(noteActivity);
        const unsubscribeWrites = client.getMutationCache().subscribe(noteActivity);
        const arrivals =
          typeof PerformanceObserver === 'undefined' ? null : new PerformanceObserver(noteActivity);
        arrivals?.observe({ type: 'resource' });
        const unsubscribe = () => {
          unsubscribeQueries();
          unsubscribeWrites();
          arrivals?.disconnect();
        };
        timer = setTimeout(check, QUIET_MS);
      }),
  );
}
