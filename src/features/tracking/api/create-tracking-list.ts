import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTrackingListBody, TrackingList } from '../../../../server/schemas/tracking';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTracking } from './keys';

/** A new list, holding `billIds` at once when given (the dialog's "New list"). */
export function createTrackingList(body: CreateTrackingListBody): Promise<TrackingList> {
  return apiRequest<TrackingList>('/api/tracking/lists', { method: 'POST', body });
}

export function useCreateTrackingList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTrackingList, onSuccess: () => invalidateTracking(queryClient) });
}
