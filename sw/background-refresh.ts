import { LIVE_CALENDAR_SYNC_TAG, LIVE_CALENDAR_URLS } from './cache-names';
import { liveCalendarRefreshStrategy } from './runtime-caching';

declare let self: ServiceWorkerGlobalScope;

/** Periodic Background Sync is Chromium-only and missing from TypeScript's WebWorker library. */
interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string;
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
      Promise.allSettled(
        LIVE_CALENDAR_URLS.map((url) =>
          liveCalendarRefreshStrategy.handle({ event: syncEvent, request: new Request(url) }),
        ),
      ),
    );
  });
}
