import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Follow, FollowChannels } from '../../../../server/schemas/notifications';
import { apiRequest } from '../../../lib/api-client';
import { restoreFollows, snapshotFollows, updateCachedFollows, type FollowsSnapshot } from './follow-cache';
import { invalidateFollows } from './keys';

export interface ChannelsChange {
  followId: number;
  channels: Partial<FollowChannels>;
}

/** Where the news of one followed thing goes: inbox, push, email (off, immediate or digest). */
export function updateFollowChannels({ followId, channels }: ChannelsChange): Promise<Follow> {
  return apiRequest<Follow>(`/api/follows/${followId}`, { method: 'PATCH', body: { channels } });
}

/** Optimistic: the switch moves at once, and back if the server refuses. */
export function useUpdateFollowChannels() {
  const queryClient = useQueryClient();
  return useMutation<Follow, unknown, ChannelsChange, FollowsSnapshot>({
    mutationFn: updateFollowChannels,
    onMutate: async ({ followId, channels }) => {
      const snapshot = await snapshotFollows(queryClient);
      updateCachedFollows(queryClient, (follow) =>
        follow.id === followId ? { ...follow, channels: { ...follow.channels, ...channels } } : follow,
      );
      return snapshot;
    },
    onError: (_error, _change, snapshot) => restoreFollows(queryClient, snapshot),
    onSuccess: (updated) =>
      updateCachedFollows(queryClient, (follow) => (follow.id === updated.id ? updated : follow)),
    onSettled: () => invalidateFollows(queryClient),
  });
}
