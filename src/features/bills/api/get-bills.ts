import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BillPage } from '../../../../server/schemas/bills';
import { apiGet } from '../../../lib/api-client';
import { billKeys, type BillListFilters } from './keys';

/** Bills per page (spec §9 page size 20). */
export const BILLS_PAGE_SIZE = 20;

export function getBills(
  filters: BillListFilters & { page: number },
  signal?: AbortSignal,
): Promise<BillPage> {
  const { chamber, page, session } = filters;
  return apiGet<BillPage>('/api/bills', { chamber, page, session }, signal);
}

/**
 * Spec §7: page = items loaded / 20 + 1, and an empty page ends the list. Rounding up means a short
 * page asks once more (and gets the empty page) rather than asking for the same page again.
 */
export function nextBillsPage(pages: readonly BillPage[]): number | undefined {
  const lastPage = pages.at(-1);
  if (!lastPage || lastPage.data.length === 0) return undefined;
  const itemsLoaded = pages.reduce((count, page) => count + page.data.length, 0);
  return Math.ceil(itemsLoaded / BILLS_PAGE_SIZE) + 1;
}

export const billsInfiniteQueryOptions = (filters: BillListFilters) =>
  infiniteQueryOptions({
    queryKey: billKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getBills({ ...filters, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (_lastPage, allPages) => nextBillsPage(allPages),
  });

export function useBills(filters: BillListFilters) {
  return useInfiniteQuery(billsInfiniteQueryOptions(filters));
}
