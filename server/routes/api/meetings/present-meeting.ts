import type { Meeting } from '../../../schemas/meetings.js';
import type { DocumentRow, MeetingRow } from '../../../db/repositories/meetings-repository.js';
import { stripCommitteePrefix } from '../../../lib/committee-names.js';
import { committeeUrl, safeWebUrl } from '../../../lib/urls.js';

/** The in-app meeting page (its testimony, recordings and bills). */
export const meetingUrl = (id: number) => `/app/meetings/${id}`;

// ISO days are calendar days: format them in UTC so no server time zone can shift them a day.
const usDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Mar 15, 2026', the app's one date style (src/utils/format-date.ts), for fields the spec sends formatted. */
export const formatIsoDay = (isoDay: string) => usDate.format(new Date(`${isoDay}T00:00:00Z`));

/** A meeting row as the Meetings table shows it, with the latest document of the listed kind if any. */
export function presentMeeting(row: MeetingRow, latestDocument?: DocumentRow): Meeting {
  const fileDate = latestDocument?.file_date ?? null;
  return {
    id: row.id,
    url: meetingUrl(row.id),
    meeting_type_id: row.meeting_type,
    chamber: row.chamber,
    title: row.title,
    meeting_date: row.meeting_date,
    meeting_time: row.meeting_time,
    short_location: row.location,
    committee_id: row.committee_id,
    committee:
      row.committee_id !== null && row.committee_name !== null
        ? {
            id: row.committee_id,
            url: committeeUrl(row.committee_id),
            short_name: stripCommitteePrefix(row.committee_name),
          }
        : null,
    testimony_count: Number(row.testimony_count ?? 0),
    floor_debate_count: Number(row.floor_debate_count ?? 0),
    filename: latestDocument?.file_name ?? null,
    file_path: safeWebUrl(latestDocument?.file_path),
    author: latestDocument?.author ?? null,
    file_date_formatted: fileDate ? formatIsoDay(fileDate) : null,
  };
}
