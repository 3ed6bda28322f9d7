import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type {
  Follow,
  FollowBody,
  FollowedSearch,
  FollowList,
  FollowStatus,
} from '../../../../server/schemas/notifications';
import { notificationKeys } from './keys';

/**
 * The optimistic side of follow writes: every cached view of follows (each Follow button's status, the
 * settings' list) changed at once before the server answers, and put back as it was if the write fails.
 */

/** What the cache held before an optimistic change, to put back on failure. */
export type FollowsSnapshot = readonly (readonly [QueryKey, unknown])[];

export async function snapshotFollows(queryClient: QueryClient): Promise<FollowsSnapshot> {
  // A read that lands after the optimistic change would overwrite it with the old answer.
  await queryClient.cancelQueries({ queryKey: notificationKeys.follows() });
  return queryClient.getQueriesData({ queryKey: notificationKeys.follows() });
}

export function restoreFollows(queryClient: QueryClient, snapshot: FollowsSnapshot | undefined): void {
  for (const [queryKey, data] of snapshot ?? []) queryClient.setQueryData(queryKey, data);
}

const isList = (data: unknown): data is FollowList =>
  typeof data === 'object' && data !== null && 'items' in data;
const isStatus = (data: unknown): data is FollowStatus =>
  typeof data === 'object' && data !== null && 'follow' in data;

/** Applies `change` to every cached follow: a follow returned changed, or null to remove it. */
export function updateCachedFollows(
  queryClient: QueryClient,
  change: (follow: Follow) => Follow | null,
): void {
  for (const [queryKey, data] of queryClient.getQueriesData({ queryKey: notificationKeys.follows() })) {
    if (isList(data)) {
      const items = data.items.flatMap((follow) => change(follow) ?? []);
      queryClient.setQueryData<FollowList>(queryKey, { ...data, items });
    } else if (isStatus(data) && data.follow) {
      queryClient.setQueryData<FollowStatus>(queryKey, { follow: change(data.follow) });
    }
  }
}

/** Two saved searches are one when their words and filters are (filters in any order). */
export function sameSearch(a: FollowedSearch, b: FollowedSearch): boolean {
  const sorted = (filters: readonly string[]) => [...filters].sort().join('\n');
  return a.query.trim() === b.query.trim() && sorted(a.filters) === sorted(b.filters);
}

/** Whether `follow` is of the thing `body` follows (the server updates rather than duplicates it). */
export function isFollowOf(follow: Follow, body: FollowBody): boolean {
  if (follow.kind !== body.kind) return false;
  if (body.kind === 'search')
    return follow.search !== null && body.search !== undefined && sameSearch(follow.search, body.search);
  return follow.target === body.target;
}

/** Puts `follow` in every cached view of it: its status, and the list (replacing an older copy). */
export function storeFollow(queryClient: QueryClient, follow: Follow, body: FollowBody): void {
  if (body.kind !== 'search' && body.target !== undefined)
    queryClient.setQueryData<FollowStatus>(
      notificationKeys.followStatus({ kind: body.kind, target: body.target }),
      { follow },
    );
  queryClient.setQueryData<FollowList>(notificationKeys.followList(), (list) =>
    list ? { ...list, items: [follow, ...list.items.filter((other) => !isFollowOf(other, body))] } : list,
  );
}
