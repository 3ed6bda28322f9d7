// Hearings derived from bill histories ('Hearing scheduled for 10/27/2021 from 01:00 PM-05:00 PM in A-2'):
// one meeting per committee, day, time and place, linked to every bill heard there. The committee is the
// one the bill was last referred to before the hearing. A reschedule ('Hearing rescheduled to …',
// 'Location Changed - Hearing scheduled for …') moves the bill from its latest hearing to the new one; a
// cancellation takes it off. Meetings are keyed by what the history says (the committee as written, not
// what it resolves to), so a re-run finds them again even when committees were imported in between.
// Each written bill's links to these hearings are replaced, so a run over some bills (a sync batch) leaves
// the other bills of a meeting on it.
import type { Db } from '../database.js';
import type { CommitteeChamber } from '../types.js';
import { chunk, storedByExternalId, syncKeyedRows, type Row } from './batch-writes.js';
import { CommitteeDirectory, committeeNameKey } from './committee-names.js';
import { hearingEventOf, referredCommitteeOf } from './hearing-actions.js';
import { countsFor, tally, type ImportReport } from './import-report.js';

interface HistoryAction {
  text: string;
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
    const referred = referredCommitteeOf(action.text);
    if (referred) committee = { name: referred, branch: action.branch };
    const event = hearingEventOf(action.text);
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
  options: { pruneHearings: boolean },
  report: ImportReport,
): Promise<void> {
  const directory = await CommitteeDirectory.load(trx, scope.jurisdictionId);
  const meetings = new Map<string, Row>();
  const hearingsByBill = new Map<number, Set<string>>();
  for (const [billId, actions] of historiesByBillId) {
    const billHearings = new Set<string>();
    for (const hearing of hearingsOfBill(actions)) {
      const externalId = meetingExternalId(scope.court, hearing);
      billHearings.add(externalId);
      if (meetings.has(externalId)) continue;
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
    }
    hearingsByBill.set(billId, billHearings);
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
  if (options.pruneHearings) await deleteStaleHearings(trx, scope.court, new Set(meetings.keys()), report);
  await replaceBillHearings(trx, scope.court, hearingsByBill, meetingIds, report);
  const billsHeard = [...hearingsByBill.values()].filter((hearings) => hearings.size > 0).length;
  tally(report, 'hearings', rows.length);
  tally(report, 'bills heard', billsHeard);
  tally(
    report,
    'hearings of a committee not in the database',
    rows.filter((row) => row.committee_id === null).length,
  );
}

/**
 * Each bill's links to this source's hearings of the session, replaced when they differ. Links to other
 * meetings (an Open States event, the demo's) are never touched.
 */
async function replaceBillHearings(
  trx: Db,
  court: string,
  hearingsByBill: Map<number, Set<string>>,
  meetingIds: Map<string, number>,
  report: ImportReport,
): Promise<void> {
  const counts = countsFor(report, 'meeting_bills');
  const storedLinks = new Map<number, Set<number>>();
  for (const billIds of chunk([...hearingsByBill.keys()])) {
    const links = await trx
      .selectFrom('meeting_bills as mb')
      .innerJoin('meetings as m', 'm.id', 'mb.meeting_id')
      .select(['mb.bill_id', 'mb.meeting_id'])
      .where('mb.bill_id', 'in', billIds)
      .where('m.external_id', 'like', `${externalIdPrefix(court)}%`)
      .execute();
    for (const link of links) {
      storedLinks.set(link.bill_id, (storedLinks.get(link.bill_id) ?? new Set()).add(link.meeting_id));
    }
  }
  const inserts: { meeting_id: number; bill_id: number }[] = [];
  const removals: { meeting_id: number; bill_id: number }[] = [];
  for (const [billId, hearings] of hearingsByBill) {
    const wanted = new Set([...hearings].map((id) => meetingIds.get(id)).filter((id) => id !== undefined));
    const stored = storedLinks.get(billId) ?? new Set<number>();
    for (const meetingId of wanted) {
      if (stored.has(meetingId)) counts.unchanged += 1;
      else inserts.push({ meeting_id: meetingId, bill_id: billId });
    }
    for (const meetingId of stored)
      if (!wanted.has(meetingId)) removals.push({ meeting_id: meetingId, bill_id: billId });
  }
  for (const batch of chunk(removals)) {
    await trx
      .deleteFrom('meeting_bills')
      .where((eb) =>
        eb.or(
          batch.map((link) =>
            eb.and([eb('meeting_id', '=', link.meeting_id), eb('bill_id', '=', link.bill_id)]),
          ),
        ),
      )
      .execute();
  }
  for (const batch of chunk(inserts)) await trx.insertInto('meeting_bills').values(batch).execute();
  counts.inserted += inserts.length;
  counts.deleted += removals.length;
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
