import type { MeetingChamber, MeetingDisplay } from '../../../../server/schemas/meetings';

/** What a meetings list shows: the display (testimony or formal sessions) and its toggle value. */
export interface MeetingListFilters {
  display: MeetingDisplay;
  chamber: MeetingChamber;
}

/** The one owner of meeting query keys: invalidate `all` to refresh every meeting query. */
export const meetingKeys = {
  all: ['meetings'] as const,
  /** The dashboard widget's first page. */
  previews: () => [...meetingKeys.all, 'preview'] as const,
  preview: (filters: MeetingListFilters) => [...meetingKeys.previews(), filters] as const,
  /** The full pages' infinite lists; the page number lives in the query, not the key. */
  lists: () => [...meetingKeys.all, 'list'] as const,
  list: (filters: MeetingListFilters) => [...meetingKeys.lists(), filters] as const,
  details: () => [...meetingKeys.all, 'detail'] as const,
  detail: (id: number) => [...meetingKeys.details(), id] as const,
};
