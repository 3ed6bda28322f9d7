import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FollowList } from '../../../../server/schemas/notifications';
import { apiGet } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** Everything the reader follows, for Me → Notifications and the search page's 'Follow this search'. */
export function getFollows(signal?: AbortSignal): Promise<FollowList> {
  return apiGet<FollowList>('/api/follows', undefined, signal);
}

export const followsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.followList(), queryFn: ({ signal }) => getFollows(signal) });

/** Off (never asked) while `enabled` is false: a signed-out visitor would only get a 401. */
export function useFollows(enabled = true) {
  return useQuery({ ...followsQueryOptions(), enabled });
}
