import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TrackedBillsPage } from '../../../../server/schemas/tracking';
import { apiGet } from '../../../lib/api-client';
import { trackingKeys } from './keys';

/** Bills per page (spec §9 page size 20). */
export const TRACKED_BILLS_PAGE_SIZE = 20;

/** "My bills": tracked bills with their latest action; `listId` narrows to one list. */
export function getTrackedBills(listId: number | undefined, page: number, signal?: AbortSignal) {
  return apiGet<TrackedBillsPage>('/api/tracking/bills', { page, list: listId }, signal);
}

/** Spec §7: page = items loaded / 20 + 1, and an empty page ends the list. */
function nextPage(pages: readonly TrackedBillsPage[]): number | undefined {
  if (!pages.at(-1)?.data.length) return undefined;
  const itemsLoaded = pages.reduce((count, page) => count + page.data.length, 0);
  return Math.ceil(itemsLoaded / TRACKED_BILLS_PAGE_SIZE) + 1;
}

export const trackedBillsInfiniteQueryOptions = (listId: number | undefined) =>
  infiniteQueryOptions({
    queryKey: trackingKeys.bills(listId),
    queryFn: ({ pageParam, signal }) => getTrackedBills(listId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (_lastPage, allPages) => nextPage(allPages),
  });

export function useTrackedBills(listId: number | undefined) {
  return useInfiniteQuery(trackedBillsInfiniteQueryOptions(listId));
}
