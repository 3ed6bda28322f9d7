import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommitteeFilter, CommitteeList } from '../../../../server/schemas/committees';
import { apiGet } from '../../../lib/api-client';
import { committeeKeys } from './keys';

/** `filter` is a chamber (joint, house, senate) or a kind (standing, floor); the API calls both `chamber`. */
export function getCommittees(filter: CommitteeFilter, signal?: AbortSignal): Promise<CommitteeList> {
  return apiGet<CommitteeList>('/api/committee', { chamber: filter }, signal);
}

export const committeesQueryOptions = (filter: CommitteeFilter) =>
  queryOptions({
    queryKey: committeeKeys.list(filter),
    queryFn: ({ signal }) => getCommittees(filter, signal),
  });

export function useCommittees(filter: CommitteeFilter) {
  return useQuery(committeesQueryOptions(filter));
}
