import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InboxPage } from '../../../../server/schemas/notifications';
import { apiGet } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** Items a page: a phone screen and a half, so 'Load more' is rarely needed twice. */
export const INBOX_PAGE_SIZE = 30;

/** One page of the inbox, newest first; `before` (an item id) asks for the page after it, null the first. */
export function getInboxPage(before: number | null, signal?: AbortSignal): Promise<InboxPage> {
  return apiGet<InboxPage>(
    '/api/notifications',
    { before: before ?? undefined, limit: INBOX_PAGE_SIZE },
    signal,
  );
}

export const inboxQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.inbox(),
    queryFn: ({ pageParam, signal }) => getInboxPage(pageParam, signal),
    // Null, not undefined: the saved cache is JSON, where the page parameters [undefined] come back as
    // [null], and a reopened inbox then asked for `before=null` (a 400) instead of its first page.
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before ?? undefined,
    // Opened to see what is new: read again each time (the saved pages show meanwhile), since a tapped
    // notification marks its item read from the service worker, out of this page's sight.
    staleTime: 0,
  });

export function useInbox() {
  return useInfiniteQuery(inboxQueryOptions());
}
