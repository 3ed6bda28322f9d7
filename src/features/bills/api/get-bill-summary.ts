import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillSummaryText } from '../../../../server/schemas/bills';
import { apiGet } from '../../../lib/api-client';
import { billKeys } from './keys';

export function getBillSummary(billId: number, signal?: AbortSignal): Promise<BillSummaryText> {
  return apiGet<BillSummaryText>(`/api/bill/${billId}/summary`, undefined, signal);
}

export const billSummaryQueryOptions = (billId: number) =>
  queryOptions({
    queryKey: billKeys.tab(billId, 'summary'),
    queryFn: ({ signal }) => getBillSummary(billId, signal),
  });

/** Used by the Summary tab of the bill detail row, mounted when the tab is first opened (spec §4). */
export function useBillSummary(billId: number) {
  return useQuery(billSummaryQueryOptions(billId));
}
