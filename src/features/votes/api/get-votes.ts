import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { VoteChamber, VotePage } from '../../../../server/schemas/votes';
import { apiGet } from '../../../lib/api-client';
import { voteKeys } from './keys';

/** One page (20 roll calls) of a chamber, newest first. */
export function getVotes(chamber: VoteChamber, page?: number, signal?: AbortSignal): Promise<VotePage> {
  return apiGet<VotePage>('/api/votes/list', { chamber, page }, signal);
}

/** The dashboard widget: the newest page only; 'View all' leads to the full list. */
export const votesPreviewQueryOptions = (chamber: VoteChamber) =>
  queryOptions({
    queryKey: voteKeys.preview(chamber),
    queryFn: ({ signal }) => getVotes(chamber, undefined, signal),
    select: (page) => page.data,
  });

export function useVotesPreview(chamber: VoteChamber) {
  return useQuery(votesPreviewQueryOptions(chamber));
}

export const votesInfiniteQueryOptions = (chamber: VoteChamber) =>
  infiniteQueryOptions({
    queryKey: voteKeys.list(chamber),
    queryFn: ({ pageParam, signal }) => getVotes(chamber, pageParam, signal),
    initialPageParam: 1,
    // Pages are a fixed 20, so the next page is the count so far plus one; an empty page ends the list (spec §7).
    getNextPageParam: (lastPage, allPages) => (lastPage.data.length === 0 ? undefined : allPages.length + 1),
  });

export function useVotes(chamber: VoteChamber) {
  return useInfiniteQuery(votesInfiniteQueryOptions(chamber));
}
