import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '../../../../server/schemas/notifications';
import { apiGet } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/**
 * How often the Me tab's badge asks while the app is in view: news comes with floor actions (minutes
 * apart) and a push tells an open app at once (use-inbox-refresh.ts), so a minute is modest and enough.
 */
export const UNREAD_POLL_MS = 60_000;

export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiGet<UnreadCount>('/api/notifications/unread', undefined, signal);
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: UNREAD_POLL_MS / 2,
    refetchInterval: UNREAD_POLL_MS,
    // A reader coming back to the app wants the count as it is now.
    refetchOnWindowFocus: 'always',
  });

/** Off (never asked) while `enabled` is false: signed out there is no inbox. */
export function useUnreadCount(enabled = true) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}
