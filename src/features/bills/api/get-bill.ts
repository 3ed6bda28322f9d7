import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillDetail } from '../../../../server/schemas/bills';
import { apiGet } from '../../../lib/api-client';
import { billKeys } from './keys';

export function getBill(id: number, signal?: AbortSignal): Promise<BillDetail> {
  return apiGet<BillDetail>(`/api/bill/${id}`, undefined, signal);
}

export const billQueryOptions = (id: number) =>
  queryOptions({
    queryKey: billKeys.detail(id),
    queryFn: ({ signal }) => getBill(id, signal),
  });

export function useBill(id: number) {
  return useQuery(billQueryOptions(id));
}
