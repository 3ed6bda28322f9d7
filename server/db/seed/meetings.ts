// Committee hearings and formal floor sessions. They are scheduled before any bill exists, because bill
// histories point at them: 'Hearing scheduled for 05/12/2025 …' names a real hearing row, and floor
// actions on a formal-session day link the bill to that session (meeting_bills).
import type { Chamber } from '../types.js';
import { DEMO_TODAY, isoDay, SESSIONS, weekday, type FloorCalendar } from './calendar.js';
import type { CommitteeInfo, CommitteeSet } from './committees.js';
import { FAMILY_NAMES, GIVEN_NAMES, ORGANISATIONS } from './names.js';
import type { Rng } from './random.js';
import type { Row, TableWriter } from './table-writer.js';
import { TOPICS } from './topics.js';

export interface HearingSlot {
  meetingId: number;
  day: number;
  /** '10:00 AM' and '01:00 PM', as hearing notices print them. */
  start: string;
  end: string;
  /** 'A-1', as the notice names the room. */
  room: string;
}

export interface MeetingInfo {
  id: number;
  type: 'hearing' | 'formal_session';
  chamber: 'joint' | Chamber;
  committee: CommitteeInfo;
  day: number;
  title: string;
  time: string;
  location: string;
}

export interface MeetingSchedule {
  meetings: MeetingInfo[];
  /** Joint committee id → its hearings in one session, by date. Keyed `${sessionIndex}:${committeeId}`. */
  hearings: Map<string, HearingSlot[]>;
  /** Formal session meeting id by `${chamber}:${day}`. */
  formalSessions: Map<string, number>;
}

// Hearings per committee per session at scale 1. Hearings grow with the square root of the scale: more
// bills mostly means longer hearing agendas, not a hearing every day.
const HEARINGS_PER_COMMITTEE = 10;
/** Joint committees holding a hearing on the demo's today, so Today's Schedule is never empty (issue 20). */
const HEARINGS_TODAY = 3;
const ROOMS = ['A-1', 'A-1', 'A-2', 'B-1', 'B-2', 'Gardner Auditorium', 'Room 222', 'Room 428', 'Room 437'];
const START_MINUTES = [9 * 60 + 30, 10 * 60, 10 * 60, 11 * 60, 13 * 60, 13 * 60 + 30, 14 * 60];
const OVERSIGHT_SUBJECTS = [
  "the state's emergency shelter system",
  'transit safety and reliability',
  'the unemployment insurance system',
  'state agency hiring practices',
  'the cost of state contracts',
];
const FLOOR: Record<Chamber, { title: string; time: string; location: string }> = {
  house: { title: 'House Formal Session', time: '11:00 AM', location: 'House Chamber' },
  senate: { title: 'Senate Formal Session', time: '01:00 PM', location: 'Senate Chamber' },
};

function clockTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

export function scheduleMeetings(
  rng: Rng,
  scale: number,
  committees: CommitteeSet,
  calendars: readonly Record<Chamber, FloorCalendar>[],
): MeetingSchedule {
  type Draft = Omit<MeetingInfo, 'id'> & { slot?: Omit<HearingSlot, 'meetingId' | 'day'>; key?: string };
  const drafts: Draft[] = [];
  // Capped well below the number of Tuesdays to Thursdays in the hearing season.
  const perCommittee = Math.min(60, Math.max(2, Math.round(HEARINGS_PER_COMMITTEE * Math.sqrt(scale))));

  for (const session of SESSIONS) {
    // Hearings start two months into the session; the current one has a few still to come.
    const first = session.startDay + 60;
    const last = session.isCurrent ? DEMO_TODAY + 21 : session.reportingDeadline + 75;
    const hearingDays = (count: number, today = false) => {
      const days = new Set<number>(today ? [DEMO_TODAY] : []);
      while (days.size < count) {
        let day = rng.int(first, last);
        while (weekday(day) < 2 || weekday(day) > 4) day++; // Tuesday to Thursday
        days.add(day);
      }
      return [...days].sort((a, b) => a - b);
    };
    committees.joint.forEach((committee, topicIndex) => {
      const topic = TOPICS[topicIndex];
      for (const day of hearingDays(perCommittee, session.isCurrent && topicIndex < HEARINGS_TODAY)) {
        const startMinutes = rng.pick(START_MINUTES);
        const room = rng.pick(ROOMS);
        const [a, b] = rng.sample(topic?.subjects ?? [], 2);
        drafts.push({
          type: 'hearing',
          chamber: 'joint',
          committee,
          day,
          title: `Public hearing on ${a}, ${b} and related bills`,
          time: clockTime(startMinutes),
          location: room.length <= 3 ? `Hearing Room ${room}` : room,
          slot: { start: clockTime(startMinutes), end: clockTime(startMinutes + 60 * rng.int(2, 4)), room },
          key: `${session.index}:${committee.id}`,
        });
      }
    });
    for (const committee of committees.oversight) {
      for (const day of hearingDays(2)) {
        drafts.push({
          type: 'hearing',
          chamber: committee.chamber,
          committee,
          day,
          title: `Oversight hearing on ${rng.pick(OVERSIGHT_SUBJECTS)}`,
          time: clockTime(rng.pick(START_MINUTES)),
          location: `Hearing Room ${rng.pick(ROOMS.slice(0, 5))}`,
        });
      }
    }
    for (const chamber of ['house', 'senate'] as const) {
      for (const sitting of calendars[session.index]?.[chamber].days ?? []) {
        if (!sitting.formal) continue;
        drafts.push({
          type: 'formal_session',
          chamber,
          committee: committees.floor[chamber],
          day: sitting.day,
          ...FLOOR[chamber],
        });
      }
    }
  }

  // Ids in date order, so the newest meetings have the highest ids.
  drafts.sort((a, b) => a.day - b.day || a.committee.id - b.committee.id);
  const schedule: MeetingSchedule = { meetings: [], hearings: new Map(), formalSessions: new Map() };
  drafts.forEach((draft, i) => {
    const { slot, key, ...info } = draft;
    const meeting: MeetingInfo = { ...info, id: i + 1 };
    schedule.meetings.push(meeting);
    if (slot && key) {
      const list = schedule.hearings.get(key) ?? [];
      list.push({ meetingId: meeting.id, day: meeting.day, ...slot });
      schedule.hearings.set(key, list);
    }
    if (meeting.type === 'formal_session')
      schedule.formalSessions.set(`${meeting.chamber}:${meeting.day}`, meeting.id);
  });
  return schedule;
}

export async function insertMeetings(
  writer: TableWriter,
  rng: Rng,
  schedule: MeetingSchedule,
): Promise<void> {
  const rows: Row<'meetings'>[] = schedule.meetings.map((m) => {
    const id = writer.nextId('meetings');
    if (id !== m.id) throw new Error('meetings must be inserted into an empty table');
    return {
      id,
      external_id: `demo:meeting:${id}`,
      meeting_type: m.type,
      chamber: m.chamber,
      committee_id: m.committee.id,
      title: m.title,
      meeting_date: isoDay(m.day),
      meeting_time: m.time,
      location: m.location,
      url: null,
    };
  });
  await writer.insert('meetings', rows);
  await writer.insert('meeting_documents', testimony(writer, rng, schedule.meetings));
}

/** Oral and written testimony for hearings already held; some hearings drew none of one kind or the other. */
function testimony(
  writer: TableWriter,
  rng: Rng,
  meetings: readonly MeetingInfo[],
): Row<'meeting_documents'>[] {
  const rows: Row<'meeting_documents'>[] = [];
  for (const meeting of meetings) {
    if (meeting.type !== 'hearing' || meeting.day > DEMO_TODAY) continue;
    const oral = rng.chance(0.3) ? 0 : rng.int(1, 8);
    const written = rng.chance(0.25) ? 0 : rng.int(1, 14);
    for (let n = 1; n <= oral + written; n++) {
      const isOral = n <= oral;
      const person = `${rng.pick(GIVEN_NAMES)} ${rng.pick(FAMILY_NAMES)}`;
      const organisation = rng.chance(0.5) ? rng.pick(ORGANISATIONS) : null;
      const fileDay = isOral ? meeting.day : Math.min(DEMO_TODAY, meeting.day + rng.int(-3, 7));
      rows.push({
        id: writer.nextId('meeting_documents'),
        meeting_id: meeting.id,
        kind: isOral ? 'oral_testimony' : 'written_testimony',
        title: isOral
          ? `Testimony of ${person}${organisation ? `, ${organisation}` : ''}`
          : `Written testimony from ${organisation ?? person}`,
        author: person,
        file_name: `testimony-${meeting.id}-${n}.pdf`,
        // Fictitious location: example.org is reserved for documentation, so the link can never mislead.
        file_path: `https://example.org/statehouse-demo/testimony/${meeting.id}/${n}.pdf`,
        file_date: isoDay(fileDay),
      });
    }
  }
  return rows;
}
