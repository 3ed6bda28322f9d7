import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoteDetail } from '../../../../server/schemas/votes';
import { apiGet } from '../../../lib/api-client';
import { voteKeys } from './keys';

export function getVote(id: number, signal?: AbortSignal): Promise<VoteDetail> {
  return apiGet<VoteDetail>(`/api/votes/${id}`, undefined, signal);
}

export const voteQueryOptions = (id: number) =>
  queryOptions({
    queryKey: voteKeys.detail(id),
    queryFn: ({ signal }) => getVote(id, signal),
    // A recorded roll call does not change (the server lets browsers keep it an hour too).
    staleTime: 60 * 60 * 1000,
  });

export function useVote(id: number) {
  return useQuery(voteQueryOptions(id));
}
