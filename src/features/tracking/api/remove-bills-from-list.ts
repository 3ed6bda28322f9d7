import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrackingList } from '../../../../server/schemas/tracking';
import { apiRequest } from '../../../lib/api-client';
import type { ListBillsChange } from './add-bills-to-list';
import { invalidateTracking } from './keys';

/** Takes bills off a list. */
export function removeBillsFromList({ listId, billIds }: ListBillsChange): Promise<TrackingList> {
  return apiRequest<TrackingList>(`/api/tracking/lists/${listId}/bills`, {
    method: 'DELETE',
    body: { billIds },
  });
}

export function useRemoveBillsFromList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeBillsFromList, onSuccess: () => invalidateTracking(queryClient) });
}
