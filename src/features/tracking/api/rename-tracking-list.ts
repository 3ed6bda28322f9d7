import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrackingList } from '../../../../server/schemas/tracking';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTracking } from './keys';

export function renameTrackingList({ id, name }: { id: number; name: string }): Promise<TrackingList> {
  return apiRequest<TrackingList>(`/api/tracking/lists/${id}`, { method: 'PATCH', body: { name } });
}

export function useRenameTrackingList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameTrackingList, onSuccess: () => invalidateTracking(queryClient) });
}
