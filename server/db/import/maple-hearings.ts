// Hearings derived from bill histories ('Hearing scheduled for 10/27/2021 from 01:00 PM-05:00 PM in A-2'):
// one meeting per committee, day, time and place, linked to every bill heard there. The committee is the
// one the bill was last referred to before the hearing. A reschedule ('Hearing rescheduled to …',
// 'Location Changed - Hearing scheduled for …') moves the bill from its latest hearing to the new one; a
// cancellation takes it off. Meetings are keyed by what the history says (the committee as written, not
// what it resolves to), so a re-run finds them again even when committees were imported in between.
import type { Db } from '../database.js';
import type { CommitteeChamber } from '../types.js';
import { chunk, replaceChildren, storedByExternalId, syncKeyedRows, type Row } from './batch-writes.js';
import { CommitteeDirectory, committeeNameKey } from './committee-names.js';
import { hearingEventOf, referredCommitteeOf } from './hearing-actions.js';
import { countsFor, tally, type ImportReport } from './import-report.js';

interface HistoryAction {
  action_text: string;
  branch: string | null;
}

/** A hearing a bill was left on by its history. */
export interface BillHearing {
  /** The committee as the referral wrote it, with the branch that wrote it; null if never referred. */
  committee: { name: string; branch: string | null } | null;
  date: string;
  time: string | null;
  location: string | null;
}

function hearingKey(hearing: BillHearing): string {
  const committee = hearing.committee ? committeeNameKey(hearing.committee.name) : '';
  return [hearing.date, hearing.time ?? '', hearing.location ?? '', committee].join('|');
}

/** The hearings a bill's history leaves it on, in order, each once. */
export function hearingsOfBill(actions: readonly HistoryAction[]): BillHearing[] {
  let committee: BillHearing['committee'] = null;
  const hearings: BillHearing[] = [];
  for (const action of actions) {
    const referred = referredCommitteeOf(action.action_text);
    if (referred) committee = { name: referred, branch: action.branch };
    const event = hearingEventOf(action.action_text);
    if (!event) continue;
    if (event.kind === 'cancelled') {
      hearings.pop();
      continue;
    }
    const hearing = { committee, date: event.date, time: event.time, location: event.location };
    if (event.kind === 'moved') hearings.pop();
    // The same notice twice (H105 lists its 10/13/2021 hearing two times) is one hearing.
    const key = hearingKey(hearing);
    const again = hearings.findIndex((earlier) => hearingKey(earlier) === key);
    if (again >= 0) hearings.splice(again, 1);
    hearings.push(hearing);
  }
  return hearings;
}

const MEETING_COLUMNS = [
  'external_id',
  'jurisdiction_id',
  'meeting_type',
  'chamber',
  'committee_id',
  'title',
  'meeting_date',
  'meeting_time',
  'location',
  'url',
] as const;

function slug(text: string): string {
  return committeeNameKey(text).replace(/ /g, '-');
}

export interface HearingScope {
  jurisdictionId: number;
  /** '192nd': the session part of the meetings' external ids, which this import owns. */
  court: string;
}

/** External ids of this source's hearings of one session all start so; others' meetings are never touched. */
function externalIdPrefix(court: string): string {
  return `malegislature:${court}:hearing:`;
}

function meetingExternalId(court: string, hearing: BillHearing): string {
  const time = hearing.time ?? 'time-unknown';
  const place = hearing.location ? slug(hearing.location) : 'place-unknown';
  const committee = hearing.committee ? slug(hearing.committee.name) : 'committee-unknown';
  return `${externalIdPrefix(court)}${hearing.date}:${time.replace(' ', '')}:${place}:${committee}`;
}

interface MeetingChamber {
  chamber: CommitteeChamber;
  committeeId: number | null;
  title: string;
}

function meetingChamber(directory: CommitteeDirectory, hearing: BillHearing): MeetingChamber {
  if (!hearing.committee) {
    return { chamber: 'joint', committeeId: null, title: 'Hearing (the history names no committee)' };
  }
  const resolved = directory.resolve(hearing.committee.name, hearing.committee.branch);
  return {
    chamber: resolved.chamber,
    committeeId: resolved.committee?.id ?? null,
    title: `${resolved.name} hearing`,
  };
}

/** Writes the hearings of the given bills (bill id → its history in order) as meetings and meeting_bills. */
export async function writeHearings(
  trx: Db,
  scope: HearingScope,
  historiesByBillId: Map<number, readonly HistoryAction[]>,
  report: ImportReport,
): Promise<void> {
  const directory = await CommitteeDirectory.load(trx, scope.jurisdictionId);
  const meetings = new Map<string, Row>();
  const billsByMeeting = new Map<string, Set<number>>();
  for (const [billId, actions] of historiesByBillId) {
    for (const hearing of hearingsOfBill(actions)) {
      const externalId = meetingExternalId(scope.court, hearing);
      if (!meetings.has(externalId)) {
        const { chamber, committeeId, title } = meetingChamber(directory, hearing);
        meetings.set(externalId, {
          external_id: externalId,
          jurisdiction_id: scope.jurisdictionId,
          meeting_type: 'hearing',
          chamber,
          committee_id: committeeId,
          title,
          meeting_date: hearing.date,
          meeting_time: hearing.time,
          location: hearing.location,
          url: null,
        });
        billsByMeeting.set(externalId, new Set());
      }
      billsByMeeting.get(externalId)?.add(billId);
    }
  }
  const rows = [...meetings.values()];
  const stored = await storedByExternalId(trx, 'meetings', [...meetings.keys()]);
  const meetingIds = await syncKeyedRows(
    trx,
    {
      table: 'meetings',
      rows,
      ownedColumns: MEETING_COLUMNS,
      findStored: (row) => stored.get(String(row.external_id)),
    },
    countsFor(report, 'meetings'),
  );
  await deleteStaleHearings(trx, scope.court, new Set(meetings.keys()), report);
  const linksByMeeting = new Map<number, Row[]>();
  for (const [externalId, billIds] of billsByMeeting) {
    const meetingId = meetingIds.get(externalId);
    if (meetingId === undefined) continue;
    linksByMeeting.set(
      meetingId,
      [...billIds].map((billId) => ({ meeting_id: meetingId, bill_id: billId })),
    );
  }
  await replaceChildren(
    trx,
    {
      table: 'meeting_bills',
      parentColumn: 'meeting_id',
      columns: ['meeting_id', 'bill_id'],
      rowsByParent: linksByMeeting,
    },
    countsFor(report, 'meeting_bills'),
  );
  tally(report, 'hearings', rows.length);
  tally(report, 'bills heard', new Set([...billsByMeeting.values()].flatMap((ids) => [...ids])).size);
  tally(
    report,
    'hearings of a committee not in the database',
    rows.filter((row) => row.committee_id === null).length,
  );
}

/** Hearings of this source and session an earlier run derived that the histories no longer give. */
async function deleteStaleHearings(
  trx: Db,
  court: string,
  current: Set<string>,
  report: ImportReport,
): Promise<void> {
  const owned = await trx
    .selectFrom('meetings')
    .select(['id', 'external_id'])
    .where('external_id', 'like', `${externalIdPrefix(court)}%`)
    .execute();
  const stale = owned.filter((meeting) => !current.has(meeting.external_id)).map((meeting) => meeting.id);
  for (const ids of chunk(stale)) {
    await trx.deleteFrom('meeting_bills').where('meeting_id', 'in', ids).execute();
    await trx.deleteFrom('meetings').where('id', 'in', ids).execute();
  }
  countsFor(report, 'meetings').deleted += stale.length;
}
