import { registerQuotaErrorCallback } from 'workbox-core';
import { CacheExpiration } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import { PINNED_BILLS_CACHE, RUNTIME_CACHES } from './cache-names';

const PERSONAL = RUNTIME_CACHES.personal;
const DAY_SECONDS = 24 * 60 * 60;

/** Answers of one session; the cache is deleted at sign-in, sign-out and when the page sees another user. */
export const personalExpiration = { maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS };
const expiration = new CacheExpiration(PERSONAL, personalExpiration);
registerQuotaErrorCallback(() => caches.delete(PERSONAL));

export const isPrivate = (response: Response): boolean =>
  /(^|,)\s*private\b/i.test(response.headers.get('cache-control') ?? '');

/** Keeps one personal answer, with the same expiry bookkeeping the ExpirationPlugin does for its caches. */
async function putPersonal(request: Request, response: Response): Promise<void> {
  const cache = await caches.open(PERSONAL);
  await cache.put(request, response);
  await expiration.updateTimestamp(request.url);
  void expiration.expireEntries();
}

export async function clearPersonalCache(): Promise<void> {
  await caches.delete(PERSONAL);
}

/**
 * For caches shared by everyone on this device: a 200 that is `private` (a bill page recorded as viewed,
 * the news summary of one user's categories) goes to the personal cache instead, so it is never served to
 * another user and is dropped with the session. `cacheWillUpdate` replaces Workbox's own 200-only check.
 */
export const keepPrivateAnswersPersonal: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    if (response.status !== 200) return null;
    if (!isPrivate(response)) return response;
    await putPersonal(request, response.clone());
    return null;
  },
};

/** Shared caches never store a `private` answer at all (defence in depth for the public lists). */
export const refusePrivateAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && !isPrivate(response) ? response : null,
};

/**
 * The address "Keep offline" stored a bill under: the page pins `/api/bill/12` (the same bill whatever the
 * state), while the app asks for `/api/bill/12?state=ma` (it names its state on every request, issue 15).
 */
export function withoutStateParam(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('state');
  return parsed.href;
}

/** With no network and nothing in its own cache, a strategy still finds a pinned bill or this session's copy. */
export const fallBackToPinnedAndPersonal: WorkboxPlugin = {
  handlerDidError: async ({ request }) =>
    (await caches.match(request, { cacheName: PINNED_BILLS_CACHE, ignoreVary: true })) ??
    (await caches.match(withoutStateParam(request.url), {
      cacheName: PINNED_BILLS_CACHE,
      ignoreVary: true,
    })) ??
    (await caches.match(request, { cacheName: PERSONAL, ignoreVary: true })),
};
