import { LIVE_CALENDAR_SYNC_TAG, LIVE_CALENDAR_URLS, RUNTIME_CACHES } from './cache-names';
import { liveCalendarRefreshStrategy } from './runtime-caching';

declare let self: ServiceWorkerGlobalScope;

/** Periodic Background Sync is Chromium-only and missing from TypeScript's WebWorker library. */
interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * Exactly the addresses the app has read the live calendar from: they name the reader's state (issue 15),
 * which the worker cannot know otherwise. Before the app has read any, the chambers' plain addresses.
 */
async function liveCalendarUrlsToRefresh(): Promise<string[]> {
  const cache = await caches.open(RUNTIME_CACHES.liveCalendar);
  const cached = (await cache.keys()).map((request) => request.url);
  return cached.length > 0 ? cached : LIVE_CALENDAR_URLS;
}

/**
 * Where the browser grants Periodic Background Sync (an installed app the user opens often), it wakes the
 * worker now and then: both chambers' live calendars are fetched into the cache the app reads first, so the
 * calendar is current the moment the app opens, even on no signal.
 */
export function registerBackgroundRefresh(): void {
  self.addEventListener('periodicsync', (event) => {
    const syncEvent = event as PeriodicSyncEvent;
    if (syncEvent.tag !== LIVE_CALENDAR_SYNC_TAG) return;
    syncEvent.waitUntil(
      liveCalendarUrlsToRefresh().then((urls) =>
        Promise.allSettled(
          urls.map((url) =>
            liveCalendarRefreshStrategy.handle({ event: syncEvent, request: new Request(url) }),
          ),
        ),
      ),
    );
  });
}
