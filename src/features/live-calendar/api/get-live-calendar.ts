import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveCalendar } from '../../../../server/schemas/live-calendar';
import { apiGet } from '../../../lib/api-client';
import { liveCalendarKeys, type LiveCalendarChamber } from './keys';

/** Spec §9: the live calendar refreshes every 30000 ms. */
export const LIVE_CALENDAR_REFRESH_MS = 30_000;

/**
 * An answer this young is not fetched again when a screen mounts: the server-rendered page's own, which
 * the app hydrates a second or two later (refetching it there was a request and a re-render of the list
 * in the busiest moment of start-up, issue 20: TBT), or one a tab opened just before.
 */
export const LIVE_CALENDAR_FRESH_ON_MOUNT_MS = 10_000;

export function getLiveCalendar(chamber: LiveCalendarChamber, signal?: AbortSignal): Promise<LiveCalendar> {
  return apiGet<LiveCalendar>('/api/live_calendar', { chamber }, signal);
}

export const liveCalendarQueryOptions = (chamber: LiveCalendarChamber) =>
  queryOptions({
    queryKey: liveCalendarKeys.chamber(chamber),
    queryFn: ({ signal }) => getLiveCalendar(chamber, signal),
    // Live data: switching back to a chamber shows the cache but refetches at once (spec §4).
    staleTime: 0,
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt >= LIVE_CALENDAR_FRESH_ON_MOUNT_MS,
    refetchInterval: LIVE_CALENDAR_REFRESH_MS,
    // Polling a hidden tab costs battery and data; TanStack refetches when the page is visible again.
    refetchIntervalInBackground: false,
  });

export function useLiveCalendar(chamber: LiveCalendarChamber) {
  return useQuery(liveCalendarQueryOptions(chamber));
}
