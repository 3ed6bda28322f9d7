/**
 * The contract between the page and the service worker, imported by both programs: the page reads the
 * caches' sizes for the Me screen, fills the pinned-bills cache ("Keep offline"), deletes caches for
 * "Clear stored data" and asks the worker to drop the personal one; the worker fills and serves the rest.
 * Plain constants only (no DOM or worker types).
 */
export const RUNTIME_CACHES = {
  /** Legislators, committees, news, press, votes, meetings, laws: stale-while-revalidate. */
  publicLists: 'statehouse-public-lists',
  /** Bills, their text, amendments and the journal: network-first with a short timeout. */
  bills: 'statehouse-bills',
  liveCalendar: 'statehouse-live-calendar',
  images: 'statehouse-images',
  fonts: 'statehouse-fonts',
  /** `Cache-Control: private` answers (agenda, tracking, reports, …) of the signed-in session only. */
  personal: 'statehouse-personal',
} as const;

/** Full text of bills the reader pinned; filled by the page, read by the worker when the network is gone. */
export const PINNED_BILLS_CACHE = 'statehouse-pinned-bills';

/** Messages the page posts to the worker; the worker answers on the message's port when it is done. */
export const SW_MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
  /** Sign-out or another user: nobody may read the previous session's answers. */
  clearPersonal: 'CLEAR_PERSONAL_CACHE',
} as const;

/** Periodic Background Sync tag that keeps the cached live calendar current while the app is closed. */
export const LIVE_CALENDAR_SYNC_TAG = 'live-calendar-refresh';

/**
 * The live-calendar feature's requests before it names a state; the background refresh prefers the
 * addresses in the cache, which name it (the app adds `?state=` to every request, issue 15).
 */
export const LIVE_CALENDAR_URLS = ['/api/live_calendar?chamber=house', '/api/live_calendar?chamber=senate'];
