import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { restoreFollows, snapshotFollows, updateCachedFollows, type FollowsSnapshot } from './follow-cache';
import { invalidateFollows } from './keys';

/** Stops following: no more inbox items, pushes or mails about it. */
export function unfollow(followId: number): Promise<void> {
  return apiRequest<void>(`/api/follows/${followId}`, { method: 'DELETE' });
}

/** Optimistic: the follow disappears at once, and comes back if the server refuses. */
export function useUnfollow() {
  const queryClient = useQueryClient();
  return useMutation<void, unknown, number, FollowsSnapshot>({
    mutationFn: unfollow,
    onMutate: async (followId) => {
      const snapshot = await snapshotFollows(queryClient);
      updateCachedFollows(queryClient, (follow) => (follow.id === followId ? null : follow));
      return snapshot;
    },
    onError: (_error, _followId, snapshot) => restoreFollows(queryClient, snapshot),
    onSettled: () => invalidateFollows(queryClient),
  });
}
