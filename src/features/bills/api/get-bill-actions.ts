import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillActionList } from '../../../../server/schemas/bills';
import { apiGet } from '../../../lib/api-client';
import { billKeys } from './keys';

export function getBillActions(billId: number, signal?: AbortSignal): Promise<BillActionList> {
  return apiGet<BillActionList>(`/api/bill/${billId}/actions`, undefined, signal);
}

export const billActionsQueryOptions = (billId: number) =>
  queryOptions({
    queryKey: billKeys.tab(billId, 'actions'),
    queryFn: ({ signal }) => getBillActions(billId, signal),
  });

/** Used by the History tab of the bill detail row, mounted when the tab is first opened (spec §4). */
export function useBillActions(billId: number) {
  return useQuery(billActionsQueryOptions(billId));
}
