import type { Meeting } from '../../../../server/schemas/meetings';

/** 'Education · Hearing Room A-1 · 10:00 AM': who meets, where and when, leaving out what is unknown. */
export function meetingMeta(
  meeting: Pick<Meeting, 'committee' | 'short_location' | 'meeting_time' | 'meeting_type_id'>,
): string {
  // A formal session's "committee" is the chamber session itself, already named by the title.
  const committee = meeting.meeting_type_id === 'hearing' ? meeting.committee?.short_name : null;
  return [committee, meeting.short_location, meeting.meeting_time].filter(Boolean).join(' · ');
}
