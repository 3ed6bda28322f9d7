// What a batch of the scheduled sync changed, as notice events (issue 22). The sync's one commit
// (sync-context.ts) marks the tables before the batch's write and records after it, in the same
// transaction: bills and roll calls are found by ids past the marks; actions and hearings by comparing
// what the state held before and after. A sync rewrites a changed bill's whole history, so its old
// actions come back with new ids: an action is news only when the state's recent actions (the last
// RECENT_DAYS, by their date) did not hold it before the write. A state's first data is history.
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
  today: string;
  bills: number;
  actions: number;
  /** The state's actions of the last RECENT_DAYS before the write, by actionKey. */
  recentActions: Set<string>;
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

interface ActionRow {
  bill_id: number;
  action_date: string;
  branch: string | null;
  action_text: string;
}

const actionKey = (action: ActionRow) =>
  `${action.bill_id}\n${action.action_date}\n${action.branch ?? ''}\n${action.action_text}`;

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The state's actions dated in the last RECENT_DAYS (past `afterId` when given). */
function recentActions(trx: Db, state: Jurisdiction, today: string, afterId?: number) {
  let query = trx
    .selectFrom('bill_actions as a')
    .innerJoin('bills as b', 'b.id', 'a.bill_id')
    .select(['a.bill_id', 'a.action_date', 'a.branch', 'a.action_text'])
    .where('b.jurisdiction_id', '=', state.id)
    .where('a.action_date', '>=', daysBefore(today, RECENT_DAYS))
    .orderBy('a.id');
  if (afterId !== undefined) query = query.where('a.id', '>', afterId);
  return query.execute();
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

export async function markBeforeWrite(
  trx: Db,
  state: Jurisdiction,
  today = dayInTimeZone(Date.now(), profileFor(state.code).timeZone),
): Promise<SyncMarks | null> {
  const stored = await trx
    .selectFrom('jurisdictions')
    .select('data_as_of')
    .where('id', '=', state.id)
    .executeTakeFirst();
  // The state's first data (no run has finished yet): nothing to compare, nothing is news.
  if (!stored?.data_as_of) return null;
  return {
    today,
    bills: await maxId(trx, 'bills'),
    actions: await maxId(trx, 'bill_actions'),
    recentActions: new Set((await recentActions(trx, state, today)).map(actionKey)),
    rollCalls: await maxId(trx, 'roll_calls'),
    meetings: new Map(
      (await upcomingMeetings(trx, state, today)).map((meeting) => [meeting.id, meetingFingerprint(meeting)]),
    ),
  };
}

export async function recordSyncChanges(trx: Db, state: Jurisdiction, marks: SyncMarks): Promise<void> {
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
  const written = await recentActions(trx, state, marks.today, marks.actions);
  await recordBillActions(
    trx,
    written.filter((action) => !marks.recentActions.has(actionKey(action))),
  );
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
