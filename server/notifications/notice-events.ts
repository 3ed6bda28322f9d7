// Things that happened (issue 22), each recorded once: a bill action, a new bill, a roll call, a hearing
// scheduled or changed. The writers that make them (the demo floor session, the scheduled sync) call
// these inside their own transaction, so an event exists exactly when its write committed, with its
// fan-out job beside it (a transactional outbox: no event is lost between the write and the queue). The
// dedupe key is the event's content, so the same action arriving twice (a sync rewriting a bill's
// history, a repeated run) inserts nothing.
import { createHash } from 'node:crypto';
import type { Db } from '../db/database.js';
import { formatIsoDay, meetingUrl } from '../routes/api/meetings/present-meeting.js';
import { voteUrl } from '../routes/api/votes/present-vote.js';
import { billUrl } from '../lib/urls.js';
import type { NoticeEventTable } from '../db/types.js';
import type { Insertable } from 'kysely';
import { enqueueJobs } from './job-queue.js';

type NewEvent = Omit<Insertable<NoticeEventTable>, 'created_at'>;

const shortHash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16);

/** Titles stay one line on a lock screen. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** Inserts the events not recorded before and queues a fan-out for each; returns the new events' ids. */
export async function recordEvents(
  trx: Db,
  events: readonly NewEvent[],
  now = new Date(),
): Promise<number[]> {
  if (events.length === 0) return [];
  const createdAt = now.toISOString();
  const ids: number[] = [];
  for (let start = 0; start < events.length; start += 200) {
    const inserted = await trx
      .insertInto('notice_events')
      .values(events.slice(start, start + 200).map((event) => ({ ...event, created_at: createdAt })))
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .returning('id')
      .execute();
    ids.push(...inserted.map((row) => row.id));
  }
  await enqueueJobs(
    trx,
    ids.map((id) => ({ kind: 'fanout' as const, dedupe_key: `fanout:${id}`, event_id: id })),
    now,
  );
  return ids;
}

export interface ActionFacts {
  bill_id: number;
  action_date: string;
  branch: string | null;
  action_text: string;
}

async function billsById(trx: Db, ids: readonly number[]) {
  const rows = ids.length
    ? await trx
        .selectFrom('bills')
        .select(['id', 'jurisdiction_id', 'bill_type_number', 'title', 'short_title', 'filed_date'])
        .where('id', 'in', [...new Set(ids)])
        .execute()
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}

/** Bill actions: 'H 467: Passed to be engrossed', on the bill's page. */
export async function recordBillActions(trx: Db, actions: readonly ActionFacts[], now?: Date) {
  const bills = await billsById(
    trx,
    actions.map((action) => action.bill_id),
  );
  const events: NewEvent[] = [];
  for (const action of actions) {
    const bill = bills.get(action.bill_id);
    if (!bill) continue;
    const branch = action.branch ? `${action.branch}, ` : '';
    events.push({
      dedupe_key: `bill_action:${bill.id}:${action.action_date}:${action.branch ?? ''}:${shortHash(action.action_text)}`,
      kind: 'bill_action',
      jurisdiction_id: bill.jurisdiction_id,
      bill_id: bill.id,
      subject: `bill:${bill.id}`,
      title: clip(`${bill.bill_type_number}: ${action.action_text}`, 120),
      body: clip(`${branch}${formatIsoDay(action.action_date)}. ${bill.short_title ?? bill.title}`, 300),
      url: billUrl(bill.id),
      occurred_at: action.action_date,
    });
  }
  return recordEvents(trx, events, now);
}

/** Newly filed bills (saved searches and their sponsors' followers hear of them). */
export async function recordNewBills(trx: Db, billIds: readonly number[], now?: Date) {
  const bills = await billsById(trx, billIds);
  const events: NewEvent[] = [...bills.values()].map((bill) => ({
    dedupe_key: `new_bill:${bill.id}`,
    kind: 'new_bill',
    jurisdiction_id: bill.jurisdiction_id,
    bill_id: bill.id,
    subject: `bill:${bill.id}`,
    title: clip(`New bill ${bill.bill_type_number}: ${bill.short_title ?? bill.title}`, 120),
    body: clip(bill.title, 300),
    url: billUrl(bill.id),
    occurred_at: bill.filed_date ?? (now ?? new Date()).toISOString().slice(0, 10),
  }));
  return recordEvents(trx, events, now);
}

/** Roll calls: 'H 467: Passage — passed', with the tally. */
export async function recordRollCalls(trx: Db, rollCallIds: readonly number[], now?: Date) {
  if (rollCallIds.length === 0) return [];
  const rows = await trx
    .selectFrom('roll_calls as r')
    .leftJoin('bills as b', 'b.id', 'r.bill_id')
    .select([
      'r.id',
      'r.jurisdiction_id',
      'r.bill_id',
      'r.vote_date',
      'r.motion',
      'r.result',
      'r.yes_count',
      'r.no_count',
      'r.chamber',
      'b.bill_type_number',
    ])
    .where('r.id', 'in', [...new Set(rollCallIds)])
    .execute();
  const events: NewEvent[] = rows.map((row) => {
    const chamber = row.chamber === 'house' ? 'House' : 'Senate';
    const tally = row.yes_count !== null && row.no_count !== null ? ` ${row.yes_count}–${row.no_count}` : '';
    return {
      dedupe_key: `vote:${row.id}`,
      kind: 'vote',
      jurisdiction_id: row.jurisdiction_id,
      bill_id: row.bill_id,
      roll_call_id: row.id,
      subject: row.bill_id !== null ? `bill:${row.bill_id}` : `vote:${row.id}`,
      title: clip(
        `${row.bill_type_number ? `${row.bill_type_number}: ` : ''}${chamber} vote on ${row.motion}`,
        120,
      ),
      body: clip(`${row.result ?? 'Result not published'}${tally}, ${formatIsoDay(row.vote_date)}.`, 300),
      url: voteUrl(row.id),
      occurred_at: row.vote_date,
    };
  });
  return recordEvents(trx, events, now);
}

export interface MeetingFacts {
  id: number;
  jurisdiction_id: number;
  title: string;
  meeting_date: string;
  meeting_time: string | null;
  location: string | null;
}

/** What a hearing's followers are told about: a change to any of it is news. */
export const meetingFingerprint = (meeting: MeetingFacts) =>
  shortHash(
    [meeting.title, meeting.meeting_date, meeting.meeting_time ?? '', meeting.location ?? ''].join('\n'),
  );

/** Hearings scheduled (first seen) or changed (date, time, place or title moved). */
export async function recordHearings(trx: Db, meetings: readonly MeetingFacts[], now?: Date) {
  if (meetings.length === 0) return [];
  const seen = new Set(
    (
      await trx
        .selectFrom('notice_events')
        .select('meeting_id')
        .where('kind', '=', 'hearing')
        .where(
          'meeting_id',
          'in',
          meetings.map((meeting) => meeting.id),
        )
        .execute()
    ).map((row) => row.meeting_id),
  );
  const events: NewEvent[] = meetings.map((meeting) => {
    const when = `${formatIsoDay(meeting.meeting_date)}${meeting.meeting_time ? ` at ${meeting.meeting_time}` : ''}`;
    return {
      dedupe_key: `hearing:${meeting.id}:${meetingFingerprint(meeting)}`,
      kind: 'hearing',
      jurisdiction_id: meeting.jurisdiction_id,
      meeting_id: meeting.id,
      subject: `meeting:${meeting.id}`,
      title: clip(`${seen.has(meeting.id) ? 'Hearing changed' : 'Hearing scheduled'}: ${meeting.title}`, 120),
      body: clip(`${when}${meeting.location ? `, ${meeting.location}` : ''}.`, 300),
      url: meetingUrl(meeting.id),
      occurred_at: meeting.meeting_date,
    };
  });
  return recordEvents(trx, events, now);
}
