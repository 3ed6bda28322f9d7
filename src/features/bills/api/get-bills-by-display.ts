import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillDisplay, BillDisplayList } from '../../../../server/schemas/bills';
import { apiGet } from '../../../lib/api-client';
import { billKeys } from './keys';

export function getBillsByDisplay(display: BillDisplay, signal?: AbortSignal): Promise<BillDisplayList> {
  return apiGet<BillDisplayList>(`/api/bills/${display}`, undefined, signal);
}

export const billsByDisplayQueryOptions = (display: BillDisplay) =>
  queryOptions({
    queryKey: billKeys.display(display),
    queryFn: ({ signal }) => getBillsByDisplay(display, signal),
    // Opening a bill changes the viewed list; revalidate (a cheap 304) whenever it is shown again.
    staleTime: display === 'viewed' ? 0 : undefined,
  });

export function useBillsByDisplay(display: BillDisplay) {
  return useQuery(billsByDisplayQueryOptions(display));
}
