import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommitteeDetail } from '../../../../server/schemas/committees';
import { apiGet } from '../../../lib/api-client';
import { committeeKeys } from './keys';

export function getCommittee(id: number, signal?: AbortSignal): Promise<CommitteeDetail> {
  return apiGet<CommitteeDetail>(`/api/committee/${id}`, undefined, signal);
}

export const committeeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: committeeKeys.detail(id),
    queryFn: ({ signal }) => getCommittee(id, signal),
  });

export function useCommittee(id: number) {
  return useQuery(committeeQueryOptions(id));
}
