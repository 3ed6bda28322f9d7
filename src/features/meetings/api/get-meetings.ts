import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MeetingPage } from '../../../../server/schemas/meetings';
import { apiGet } from '../../../lib/api-client';
import { meetingKeys, type MeetingListFilters } from './keys';

/** One page (20 meetings) of hearings with testimony or of formal sessions, most recent first. */
export function getMeetings(
  { display, chamber, page }: MeetingListFilters & { page?: number },
  signal?: AbortSignal,
): Promise<MeetingPage> {
  return apiGet<MeetingPage>(`/api/meetings/${display}`, { chamber, page }, signal);
}

/** The dashboard widget: the most recent page only; 'View all' leads to the full list. */
export const meetingsPreviewQueryOptions = (filters: MeetingListFilters) =>
  queryOptions({
    queryKey: meetingKeys.preview(filters),
    queryFn: ({ signal }) => getMeetings(filters, signal),
    select: (page) => page.data,
  });

export function useMeetingsPreview(filters: MeetingListFilters) {
  return useQuery(meetingsPreviewQueryOptions(filters));
}

export const meetingsInfiniteQueryOptions = (filters: MeetingListFilters) =>
  infiniteQueryOptions({
    queryKey: meetingKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getMeetings({ ...filters, page: pageParam }, signal),
    initialPageParam: 1,
    // Pages are a fixed 20, so the next page is the count so far plus one; an empty page ends the list (spec §7).
    getNextPageParam: (lastPage, allPages) => (lastPage.data.length === 0 ? undefined : allPages.length + 1),
  });

export function useMeetings(filters: MeetingListFilters) {
  return useInfiniteQuery(meetingsInfiniteQueryOptions(filters));
}
