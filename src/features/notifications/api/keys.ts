import type { QueryClient } from '@tanstack/react-query';
import type { FollowStatusQuery } from '../../../../server/schemas/notifications';

/** What the Follow buttons ask about: a bill, a legislator or a committee by id. */
export type FollowedRecord = FollowStatusQuery;

/**
 * The one owner of the notification feature's query keys (issue 22): follows, the inbox, the settings and
 * push devices. One root, persisted (lib/query-client.ts), so the inbox and the follows read offline.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  follows: () => [...notificationKeys.all, 'follows'] as const,
  followList: () => [...notificationKeys.follows(), 'list'] as const,
  followStatus: ({ kind, target }: FollowedRecord) =>
    [...notificationKeys.follows(), 'status', kind, target] as const,
  inbox: () => [...notificationKeys.all, 'inbox'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
  pushKey: () => [...notificationKeys.all, 'push-key'] as const,
  pushDevices: () => [...notificationKeys.all, 'push-devices'] as const,
};

/** After a follow changes elsewhere (another button, the settings list): every view of follows re-reads. */
export function invalidateFollows(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.follows() });
}

/** When news may have arrived (a push, a focus): the inbox and the badge re-read. */
export function invalidateInbox(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationKeys.inbox() }),
    queryClient.invalidateQueries({ queryKey: notificationKeys.unread() }),
  ]);
}
