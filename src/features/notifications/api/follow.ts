import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Follow, FollowBody } from '../../../../server/schemas/notifications';
import { apiRequest } from '../../../lib/api-client';
import { restoreFollows, snapshotFollows, storeFollow, type FollowsSnapshot } from './follow-cache';
import { invalidateFollows } from './keys';

/** Follows one thing (or updates how, when it is followed already: the server never duplicates). */
export function follow(body: FollowBody): Promise<Follow> {
  return apiRequest<Follow>('/api/follows', { method: 'PUT', body });
}

export interface FollowVariables {
  body: FollowBody;
  /** What the button shows until the server answers: the thing's name and page. */
  label: string;
  url: string;
}

/** Until the server answers: followed with the server's default channels (inbox and push, no mail). */
function provisionalFollow({ body, label, url }: FollowVariables): Follow {
  return {
    id: 0,
    kind: body.kind,
    target: body.target ?? '',
    label,
    url,
    search: body.search ?? null,
    channels: { inbox: true, push: true, email: 'off', ...body.channels },
    from_tracking: false,
    created_at: new Date().toISOString(),
  };
}

/** Optimistic: the button says Following at once, and goes back if the server refuses. */
export function useFollow() {
  const queryClient = useQueryClient();
  return useMutation<Follow, unknown, FollowVariables, FollowsSnapshot>({
    mutationFn: ({ body }) => follow(body),
    onMutate: async (variables) => {
      const snapshot = await snapshotFollows(queryClient);
      storeFollow(queryClient, provisionalFollow(variables), variables.body);
      return snapshot;
    },
    onError: (_error, _variables, snapshot) => restoreFollows(queryClient, snapshot),
    onSuccess: (followed, { body }) => storeFollow(queryClient, followed, body),
    onSettled: () => invalidateFollows(queryClient),
  });
}
