import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillCitationList } from '../../../../server/schemas/bills';
import { apiGet } from '../../../lib/api-client';
import { billKeys } from './keys';

export function getBillCitations(billId: number, signal?: AbortSignal): Promise<BillCitationList> {
  return apiGet<BillCitationList>(`/api/bill/${billId}/citations`, undefined, signal);
}

export const billCitationsQueryOptions = (billId: number) =>
  queryOptions({
    queryKey: billKeys.tab(billId, 'citations'),
    queryFn: ({ signal }) => getBillCitations(billId, signal),
  });

/** Used by the Citations tab of the bill detail row, mounted when the tab is first opened (spec §4). */
export function useBillCitations(billId: number) {
  return useQuery(billCitationsQueryOptions(billId));
}
