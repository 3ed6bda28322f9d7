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
        let quietTimer: ReturnType<typeof setTimeout> | undefined;
        const done = () => {
          clearTimeout(quietTimer);
          clearTimeout(limit);
          unsubscribe();
          resolve();
        };
        const limit = setTimeout(done, QUIET_WAIT_LIMIT_MS);
        // Checked once per burst of events, in a task of its own: the caches tell every listener of every
        // observer a screen adds, and counting the queries in flight on each one made hydrating the bill
        // search (dozens of observers) spend ~10 ms of one task here (issue 20: TBT).
        let checkQueued = false;
        const check = () => {
          checkQueued = false;
          clearTimeout(quietTimer);
          if (client.isFetching() === 0 && client.isMutating() === 0) quietTimer = setTimeout(done, QUIET_MS);
        };
        const queueCheck = () => {
          if (checkQueued) return;
          checkQueued = true;
          setTimeout(check);
        };
        const unsubscribeQueries = client.getQueryCache().subscribe(queueCheck);
        const unsubscribeWrites = client.getMutationCache().subscribe(queueCheck);
        const arrivals =
          typeof PerformanceObserver === 'undefined' ? null : new PerformanceObserver(queueCheck);
        arrivals?.observe({ type: 'resource' });
        const unsubscribe = () => {
          unsubscribeQueries();
          unsubscribeWrites();
          arrivals?.disconnect();
        };
        check();
      }),
  );
}
