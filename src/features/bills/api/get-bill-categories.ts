import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillCategoryList } from '../../../../server/schemas/bills';
import { apiGet } from '../../../lib/api-client';
import { billKeys } from './keys';

export function getBillCategories(billId: number, signal?: AbortSignal): Promise<BillCategoryList> {
  return apiGet<BillCategoryList>(`/api/bill/${billId}/categories`, undefined, signal);
}

export const billCategoriesQueryOptions = (billId: number) =>
  queryOptions({
    queryKey: billKeys.tab(billId, 'categories'),
    queryFn: ({ signal }) => getBillCategories(billId, signal),
  });

/** Used by the Categories tab of the bill detail row, mounted when the tab is first opened (spec §4). */
export function useBillCategories(billId: number) {
  return useQuery(billCategoriesQueryOptions(billId));
}
