// What a batch of the scheduled sync changed, as notice events (issue 22). The sync's one commit
// (sync-context.ts) marks the tables before the batch's write and records after it, in the same
// transaction: bills, actions and roll calls are found by ids past the marks; hearings by comparing the
// state's upcoming meetings before and after. A sync rewrites a changed bill's whole history, so old
// actions come back with new ids: the events' content keys make those that were news before nothing new,
// and only actions of the last RECENT_DAYS are news at all. A state's first data is history, not news.
import type { Db } from '../db/database.js';
import type { Jurisdiction } from '../jurisdictions/jurisdiction-context.js';
import { dayInTimeZone } from '../jurisdictions/legislature-day.js';
import { profileFor } from '../jurisdictions/state-profiles.js';
import {
  meetingFingerprint,
  recordBillActions,
  recordHearings,
  recordNewBills,
  recordRollCalls,
  type MeetingFacts,
} from './notice-events.js';

/** Actions older than this (by their date) are history a sync filled in, not news. */
export const RECENT_DAYS = 7;

export interface SyncMarks {
  firstData: boolean;
  today: string;
  bills: number;
  actions: number;
  rollCalls: number;
  meetings: Map<number, string>;
}

async function maxId(trx: Db, table: 'bills' | 'bill_actions' | 'roll_calls'): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

async function upcomingMeetings(trx: Db, state: Jurisdiction, today: string): Promise<MeetingFacts[]> {
  return trx
    .selectFrom('meetings')
    .select(['id', 'jurisdiction_id', 'title', 'meeting_date', 'meeting_time', 'location'])
    .where('jurisdiction_id', '=', state.id)
    .where('meeting_type', '=', 'hearing')
    .where('meeting_date', '>=', today)
    .execute();
}

export async function markBeforeWrite(trx: Db, state: Jurisdiction, now = Date.now()): Promise<SyncMarks> {
  const today = dayInTimeZone(now, profileFor(state.code).timeZone);
  const stored = await trx
    .selectFrom('jurisdictions')
    .select('data_as_of')
    .where('id', '=', state.id)
    .executeTakeFirst();
  return {
    firstData: !stored?.data_as_of,
    today,
    bills: await maxId(trx, 'bills'),
    actions: await maxId(trx, 'bill_actions'),
    rollCalls: await maxId(trx, 'roll_calls'),
    meetings: new Map(
      (await upcomingMeetings(trx, state, today)).map((meeting) => [meeting.id, meetingFingerprint(meeting)]),
    ),
  };
}

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export async function recordSyncChanges(trx: Db, state: Jurisdiction, marks: SyncMarks): Promise<void> {
  if (marks.firstData) return;
  const newBills = await trx
    .selectFrom('bills')
    .select('id')
    .where('id', '>', marks.bills)
    .where('jurisdiction_id', '=', state.id)
    .execute();
  await recordNewBills(
    trx,
    newBills.map((bill) => bill.id),
  );
  const actions = await trx
    .selectFrom('bill_actions as a')
    .innerJoin('bills as b', 'b.id', 'a.bill_id')
    .select(['a.bill_id', 'a.action_date', 'a.branch', 'a.action_text'])
    .where('a.id', '>', marks.actions)
    .where('b.jurisdiction_id', '=', state.id)
    .where('a.action_date', '>=', daysBefore(marks.today, RECENT_DAYS))
    .orderBy('a.id')
    .execute();
  await recordBillActions(trx, actions);
  const rollCalls = await trx
    .selectFrom('roll_calls')
    .select('id')
    .where('id', '>', marks.rollCalls)
    .where('jurisdiction_id', '=', state.id)
    .where('vote_date', '>=', daysBefore(marks.today, RECENT_DAYS))
    .execute();
  await recordRollCalls(
    trx,
    rollCalls.map((rollCall) => rollCall.id),
  );
  const changed = (await upcomingMeetings(trx, state, marks.today)).filter(
    (meeting) => marks.meetings.get(meeting.id) !== meetingFingerprint(meeting),
  );
  await recordHearings(trx, changed);
}
