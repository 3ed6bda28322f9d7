import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { RouteMatchCallback, WorkboxPlugin } from 'workbox-core/types';
import { RUNTIME_CACHES } from './cache-names';
import {
  fallBackToPinnedAndPersonal,
  keepPrivateAnswersPersonal,
  personalExpiration,
  refusePrivateAnswers,
} from './personal-cache';

declare let self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;
/** On one bar of signal a reader would rather see the saved copy than wait; the answer still updates it. */
const NETWORK_TIMEOUT_SECONDS = 3;

const expiry = (maxEntries: number, maxAgeSeconds: number): WorkboxPlugin =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true });

/** Same-origin GET paths only: sign-in, search keys and calendar files (.ics) never match below. */
const paths =
  (...patterns: RegExp[]): RouteMatchCallback =>
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    !url.pathname.endsWith('.ics') &&
    patterns.some((pattern) => pattern.test(url.pathname));

/** Answers that belong to the signed-in user (their `Cache-Control` is private). */
export const PERSONAL_PATHS = [
  /^\/api\/(calendar|tracking|reports|whipboards)(\/|$)/,
  /^\/api\/news\/categories\/mine$/,
  /^\/api\/bills\/viewed$/,
  /** The news summary follows the signed-in user's categories. */
  /^\/api\/news$/,
];
export const LIVE_CALENDAR_PATHS = [/^\/api\/live_calendar$/];
export const BILL_PATHS = [/^\/api\/(bill|bills|text|amendments)(\/|$)/];
export const PUBLIC_LIST_PATHS = [/^\/api\/(legislator|committee|news|press|votes|meetings?|laws)(\/|$)/];

/** One entry per chamber; a day-old floor calendar is no longer worth showing. */
const liveCalendarCache = {
  cacheName: RUNTIME_CACHES.liveCalendar,
  plugins: [refusePrivateAnswers, expiry(4, DAY_SECONDS)],
};

const sameOriginDestination =
  (destination: RequestDestination): RouteMatchCallback =>
  ({ url, request }) =>
    url.origin === self.location.origin && request.destination === destination;

/**
 * Runtime caches, first match wins. Photos on other sites are left to the browser's HTTP cache: the
 * worker runs under `connect-src 'self'`, so it may not fetch them itself.
 */
export function registerRuntimeCaching(): void {
  registerRoute(
    paths(...PERSONAL_PATHS),
    new NetworkFirst({
      cacheName: RUNTIME_CACHES.personal,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [expiry(personalExpiration.maxEntries, personalExpiration.maxAgeSeconds)],
      matchOptions: { ignoreVary: true },
    }),
  );
  registerRoute(
    paths(...LIVE_CALENDAR_PATHS),
    new NetworkFirst({ ...liveCalendarCache, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
  );
  registerRoute(
    paths(...BILL_PATHS),
    new NetworkFirst({
      cacheName: RUNTIME_CACHES.bills,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [keepPrivateAnswersPersonal, fallBackToPinnedAndPersonal, expiry(400, 14 * DAY_SECONDS)],
    }),
  );
  registerRoute(
    paths(...PUBLIC_LIST_PATHS),
    new StaleWhileRevalidate({
      cacheName: RUNTIME_CACHES.publicLists,
      plugins: [refusePrivateAnswers, expiry(300, 7 * DAY_SECONDS)],
    }),
  );
  registerRoute(
    sameOriginDestination('image'),
    new CacheFirst({ cacheName: RUNTIME_CACHES.images, plugins: [expiry(200, 30 * DAY_SECONDS)] }),
  );
  registerRoute(
    sameOriginDestination('font'),
    new CacheFirst({ cacheName: RUNTIME_CACHES.fonts, plugins: [expiry(30, 365 * DAY_SECONDS)] }),
  );
}

/** Background refresh waits for the network (no timeout): nobody is looking, and a fresh copy is the point. */
export const liveCalendarRefreshStrategy = new NetworkFirst(liveCalendarCache);
