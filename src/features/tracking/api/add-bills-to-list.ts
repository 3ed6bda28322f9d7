import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrackingList } from '../../../../server/schemas/tracking';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTracking } from './keys';

export interface ListBillsChange {
  listId: number;
  billIds: readonly number[];
}

/** Puts bills on a list; bills already there stay as they are. */
export function addBillsToList({ listId, billIds }: ListBillsChange): Promise<TrackingList> {
  return apiRequest<TrackingList>(`/api/tracking/lists/${listId}/bills`, {
    method: 'POST',
    body: { billIds },
  });
}

export function useAddBillsToList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addBillsToList, onSuccess: () => invalidateTracking(queryClient) });
}
