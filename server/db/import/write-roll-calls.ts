// RollCallRecords (Open States vote events from the bulk CSV or the API; malegislature.gov roll calls)
// → roll_calls, and roll_call_positions replaced per roll call where the source gives the voters.
import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { Chamber, VotePosition } from '../types.js';
import { replaceChildren, storedByExternalId, syncKeyedRows, type Row } from './batch-writes.js';
import { countsFor, tally, type ImportReport } from './import-report.js';
import type { PeopleResolver } from './people-resolver.js';
import type { RollCallRecord, VoterRecord } from './records.js';
import { ChamberRoster } from './roll-call-voters.js';
import type { SessionBills, SessionScope } from './write-bills.js';

const ROLL_CALL_COLUMNS = [
  'external_id',
  'jurisdiction_id',
  'counts_source',
  'session_id',
  'bill_id',
  'chamber',
  'roll_call_number',
  'vote_date',
  'motion',
  'result',
  'yes_count',
  'no_count',
  'absent_count',
  'other_count',
  'source_url',
] as const;

/** Open States vote options (openstates-core VoteEvent) → our positions. */
const POSITION_OF_OPTION: Record<string, VotePosition> = {
  yes: 'yes',
  no: 'no',
  absent: 'absent',
  excused: 'absent',
  'not voting': 'not voting',
  abstain: 'other',
  paired: 'other',
  other: 'other',
};

/** The roll call's four counters: 'not voting' is a member present who did not vote, so it counts as other. */
type Counter = 'yes_count' | 'no_count' | 'absent_count' | 'other_count';
const COUNTER_OF_POSITION: Record<VotePosition, Counter> = {
  yes: 'yes_count',
  no: 'no_count',
  absent: 'absent_count',
  'not voting': 'other_count',
  other: 'other_count',
};

/**
 * Counters come from the published counts where they list the option, otherwise from tallying the voters:
 * the MA export lists only yes/no counts (and none for Senate votes), while its voters include 'not voting'.
 * Where both exist they can differ by the presiding officer's vote; the published one is the journal's.
 */
function rollCallCounts(published: RollCallRecord['publishedCounts'], positions: Row[]): Row {
  // The MA export has neither counts nor voters for Senate roll calls: their tallies are unknown, not 0.
  if (published.length === 0 && positions.length === 0) {
    return { yes_count: null, no_count: null, absent_count: null, other_count: null, counts_source: null };
  }
  const fromCounts = new Map<Counter, number>();
  for (const count of published) {
    const counter = COUNTER_OF_POSITION[POSITION_OF_OPTION[count.option] ?? 'other'];
    fromCounts.set(counter, (fromCounts.get(counter) ?? 0) + count.value);
  }
  const tallied: Record<Counter, number> = { yes_count: 0, no_count: 0, absent_count: 0, other_count: 0 };
  for (const position of positions) tallied[COUNTER_OF_POSITION[position.position as VotePosition]] += 1;
  const counter = (name: Counter) => fromCounts.get(name) ?? tallied[name];
  return {
    yes_count: counter('yes_count'),
    no_count: counter('no_count'),
    absent_count: counter('absent_count'),
    other_count: counter('other_count'),
    counts_source: fromCounts.size > 0 ? 'published' : 'computed',
  };
}

function rollCallRow(
  scope: SessionScope,
  billId: number | null,
  record: RollCallRecord,
  positions: Row[],
): Row {
  return {
    external_id: record.externalId,
    jurisdiction_id: scope.jurisdictionId,
    session_id: scope.sessionId,
    bill_id: billId,
    chamber: record.chamber,
    roll_call_number: record.rollCallNumber,
    vote_date: record.date,
    motion: record.motion,
    result: record.result,
    ...rollCallCounts(record.publishedCounts, positions),
    source_url: record.sourceUrl,
  };
}

interface VoterContext {
  people: PeopleResolver;
  roster: ChamberRoster;
  chamber: Chamber;
  voteDate: string;
  report: ImportReport;
}

/** A voter's legislator: by Open States person id, else by the name as recorded (roll-call-voters.ts). */
function voterLegislatorId(voter: VoterRecord, context: VoterContext): number | null {
  if (voter.personId) {
    const id = context.people.byPersonId(voter.personId);
    if (id === undefined) tally(context.report, 'voter id is not a known legislator');
    return id ?? null;
  }
  if (voter.code) {
    const id = context.people.resolve({ code: voter.code, name: voter.name, isLegislator: true });
    tally(context.report, id === null ? 'voter code matches no legislator' : 'voters matched by member code');
    return id;
  }
  const match = context.roster.match(voter.name, context.chamber, context.voteDate);
  if ('legislatorId' in match) {
    tally(context.report, 'voters matched by name');
    return match.legislatorId;
  }
  tally(context.report, match.unmatched);
  return null;
}

/**
 * A bill whose history the source lacks still has real dates: its roll calls. Its last action date is
 * the latest of them, so lists of the latest bills order it by a real date (its status stays unknown).
 * A source with the history (MAPLE, malegislature.gov) owns the date and is never overwritten here.
 */
async function dateBillsByTheirVotes(trx: Db, sessionId: number, report: ImportReport): Promise<void> {
  const latestVote = sql<string>`(select max(r.vote_date) from roll_calls r where r.bill_id = bills.id)`;
  const result = await trx
    .updateTable('bills')
    .set({ last_action_date: latestVote })
    .where('session_id', '=', sessionId)
    .where('actions_known', '=', 0)
    .where(sql<boolean>`${latestVote} is not null`)
    .where((eb) => eb.or([eb('last_action_date', 'is', null), eb('last_action_date', '<', latestVote)]))
    .executeTakeFirst();
  const dated = Number(result.numUpdatedRows);
  if (dated > 0) countsFor(report, 'bills').updated += dated;
}

export async function writeRollCalls(
  trx: Db,
  scope: SessionScope,
  bills: SessionBills,
  records: RollCallRecord[],
  people: PeopleResolver,
  report: ImportReport,
): Promise<void> {
  const roster = await ChamberRoster.load(trx, scope.jurisdictionId);
  const wanted: Row[] = [];
  const positionsByVote = new Map<string, Row[]>();
  for (const record of records) {
    const context = { people, roster, chamber: record.chamber, voteDate: record.date, report };
    // A voter who matches no one is kept by name ('Howard'), not rejected: the vote itself is on record.
    const positions = (record.voters ?? []).map((voter) => ({
      legislator_id: voterLegislatorId(voter, context),
      voter_name: voter.name,
      position: POSITION_OF_OPTION[voter.option] ?? 'other',
    }));
    if (record.voters) positionsByVote.set(record.externalId, positions);
    const billId = record.bill ? (bills.idOf(record.bill) ?? null) : null;
    wanted.push(rollCallRow(scope, billId, record, positions));
  }
  const stored = await storedByExternalId(
    trx,
    'roll_calls',
    wanted.map((row) => String(row.external_id)),
  );
  const rollCallIds = await syncKeyedRows(
    trx,
    {
      table: 'roll_calls',
      rows: wanted,
      ownedColumns: ROLL_CALL_COLUMNS,
      findStored: (row) => stored.get(String(row.external_id)),
    },
    countsFor(report, 'roll_calls'),
  );
  await dateBillsByTheirVotes(trx, scope.sessionId, report);
  if (positionsByVote.size === 0) return;

  const rowsByRollCall = new Map<number, Row[]>();
  for (const [voteId, positions] of positionsByVote) {
    const rollCallId = rollCallIds.get(voteId);
    if (rollCallId === undefined) continue;
    rowsByRollCall.set(
      rollCallId,
      positions.map((position) => ({ roll_call_id: rollCallId, ...position })),
    );
  }
  await replaceChildren(
    trx,
    {
      table: 'roll_call_positions',
      parentColumn: 'roll_call_id',
      columns: ['roll_call_id', 'legislator_id', 'voter_name', 'position'],
      rowsByParent: rowsByRollCall,
    },
    countsFor(report, 'roll_call_positions'),
  );
}
