import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FollowStatus } from '../../../../server/schemas/notifications';
import { apiGet } from '../../../lib/api-client';
import { notificationKeys, type FollowedRecord } from './keys';

/** Whether one bill, legislator or committee is followed, and how (its Follow button). */
export function getFollowStatus(record: FollowedRecord, signal?: AbortSignal): Promise<FollowStatus> {
  return apiGet<FollowStatus>('/api/follows/status', { kind: record.kind, target: record.target }, signal);
}

export const followStatusQueryOptions = (record: FollowedRecord) =>
  queryOptions({
    queryKey: notificationKeys.followStatus(record),
    queryFn: ({ signal }) => getFollowStatus(record, signal),
  });

/** Off (never asked) while `enabled` is false: a signed-out visitor would only get a 401. */
export function useFollowStatus(record: FollowedRecord, enabled = true) {
  return useQuery({ ...followStatusQueryOptions(record), enabled });
}
