import type { Meeting } from '../../../../server/schemas/meetings';
import { countOf } from '../../../utils/count-of';
import { formatDate } from '../../../utils/format-date';

/** What a meeting left on record, e.g. '3 testimonies' or '2 recordings'; null when nothing yet. */
function hearingRecords(meeting: Meeting): string | null {
  if (meeting.testimony_count > 0) return countOf(meeting.testimony_count, 'testimony', 'testimonies');
  if (meeting.floor_debate_count > 0) return countOf(meeting.floor_debate_count, 'recording', 'recordings');
  return null;
}

/** 'Mar 4, 2025 · 10:00 AM · Hearing Room A-1 · 3 testimonies': when, where and what is on record. */
export const hearingMeta = (meeting: Meeting) =>
  [formatDate(meeting.meeting_date), meeting.meeting_time, meeting.short_location, hearingRecords(meeting)]
    .filter(Boolean)
    .join(' · ');
