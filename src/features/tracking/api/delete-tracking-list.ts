import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTracking } from './keys';

/** Deletes the list; its bills stay on the user's other lists. */
export function deleteTrackingList(id: number): Promise<void> {
  return apiRequest<void>(`/api/tracking/lists/${id}`, { method: 'DELETE' });
}

export function useDeleteTrackingList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTrackingList, onSuccess: () => invalidateTracking(queryClient) });
}
