// Shared by the sync's tests: a replay server (S1's server/sync/testing) and the settings pointing at it,
// and a snapshot of what a reader can see, to compare two databases row for row without their ids.
import type { Db } from '../db/database.js';
import type { SyncSettings } from './run-sync.js';
import type { ReplayServer } from './testing/replay-server.js';

export function settingsFor(server: ReplayServer, concurrency = 4): SyncSettings {
  return {
    malegislatureUrl: server.malegislatureBaseUrl,
    openStatesUrl: server.openStatesBaseUrl,
    openStatesApiKey: server.apiKey,
    concurrency,
  };
}

/** Requests of the replay server to one API, by path (the query string left on). */
export function requestPaths(server: ReplayServer, api: 'malegislature' | 'openstates'): string[] {
  const prefix = api === 'malegislature' ? '/malegislature/api' : '/openstates';
  return server
    .requests()
    .filter((request) => request.path.startsWith(prefix))
    .map((request) => request.path.slice(prefix.length));
}

/** Everything a reader sees of the legislative data, by natural keys, sorted: equal databases are equal. */
export async function readerSnapshot(db: Db) {
  const sorted = <T>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();
  return {
    bills: sorted(
      await db
        .selectFrom('bills')
        .select([
          'external_id',
          'bill_type_number',
          'title',
          'status',
          'progress',
          'session_law',
          'last_action_date',
          'sponsor_name',
          'actions_known',
          'sponsors_known',
        ])
        .execute(),
    ),
    actions: sorted(
      await db
        .selectFrom('bill_actions as a')
        .innerJoin('bills as b', 'b.id', 'a.bill_id')
        .select(['b.bill_type_number', 'a.sequence', 'a.action_date', 'a.branch', 'a.action_text'])
        .execute(),
    ),
    cosponsors: sorted(
      await db
        .selectFrom('bill_cosponsors as c')
        .innerJoin('bills as b', 'b.id', 'c.bill_id')
        .innerJoin('legislators as l', 'l.id', 'c.legislator_id')
        .select(['b.bill_type_number', 'l.external_id'])
        .execute(),
    ),
    legislators: sorted(
      await db.selectFrom('legislators').select(['external_id', 'full_name', 'member_code']).execute(),
    ),
    committees: sorted(await db.selectFrom('committees').select(['external_id', 'name']).execute()),
    memberships: sorted(
      await db
        .selectFrom('committee_memberships as m')
        .innerJoin('committees as c', 'c.id', 'm.committee_id')
        .innerJoin('legislators as l', 'l.id', 'm.legislator_id')
        .select(['c.external_id as committee', 'l.external_id as legislator', 'm.role'])
        .execute(),
    ),
    meetings: sorted(
      await db
        .selectFrom('meetings')
        .select(['external_id', 'title', 'meeting_date', 'meeting_time'])
        .execute(),
    ),
    meetingBills: sorted(
      await db
        .selectFrom('meeting_bills as mb')
        .innerJoin('meetings as m', 'm.id', 'mb.meeting_id')
        .innerJoin('bills as b', 'b.id', 'mb.bill_id')
        .select(['m.external_id', 'b.bill_type_number'])
        .execute(),
    ),
    rollCalls: sorted(
      await db
        .selectFrom('roll_calls')
        .select(['external_id', 'vote_date', 'motion', 'yes_count', 'no_count', 'counts_source'])
        .execute(),
    ),
    positions: sorted(
      await db
        .selectFrom('roll_call_positions as p')
        .innerJoin('roll_calls as r', 'r.id', 'p.roll_call_id')
        .select(['r.external_id', 'p.voter_name', 'p.position'])
        .execute(),
    ),
  };
}
