// Open States bulk CSV 2.1 votes, vote_counts, vote_people and vote_sources → roll_calls and
// roll_call_positions.
import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { Chamber, VotePosition } from '../types.js';
import {
  idsByExternalId,
  replaceChildren,
  storedByExternalId,
  syncKeyedRows,
  type Row,
} from './batch-writes.js';
import type { SessionScope } from './bulk-csv-bills.js';
import { countsFor, reject, tally, type ImportReport } from './import-report.js';
import { legislatureDayIn } from '../../jurisdictions/legislature-day.js';
import type { CsvRow } from './read-source-files.js';
import { ChamberRoster } from './roll-call-voters.js';

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

export interface VoteFiles {
  votes: CsvRow[];
  /** Absent files are undefined: counts then come from the people, positions are left alone. */
  voteCounts: CsvRow[] | undefined;
  votePeople: CsvRow[] | undefined;
  /** vote_sources.csv: where each vote is recorded (the journal), one or more per vote. */
  voteSources: CsvRow[] | undefined;
  /** organization id → classification ('lower', 'upper', 'committee'…). */
  organizationClassifications: Map<string, string>;
}

function chamberOfOrganization(
  organizationId: string,
  classifications: Map<string, string>,
): 'house' | 'senate' | null {
  const classification = classifications.get(organizationId);
  if (classification === 'lower') return 'house';
  if (classification === 'upper') return 'senate';
  return null;
}

/**
 * Counters come from vote_counts where it lists the option, otherwise from tallying vote_people: the
 * MA export lists only yes/no counts (and none for Senate votes), while people rows include 'not voting'.
 * Where both exist they can differ by the presiding officer's vote; vote_counts is the journal's figure.
 */
function rollCallCounts(published: CsvRow[], positions: Row[]): Row {
  // The MA export has neither counts nor voters for Senate roll calls: their tallies are unknown, not 0.
  if (published.length === 0 && positions.length === 0) {
    return { yes_count: null, no_count: null, absent_count: null, other_count: null, counts_source: null };
  }
  const fromCounts = new Map<Counter, number>();
  for (const row of published) {
    const counter = COUNTER_OF_POSITION[POSITION_OF_OPTION[row.option ?? ''] ?? 'other'];
    fromCounts.set(counter, (fromCounts.get(counter) ?? 0) + Number(row.value));
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

function groupByVote(rows: CsvRow[] | undefined): Map<string, CsvRow[]> {
  const groups = new Map<string, CsvRow[]>();
  for (const row of rows ?? []) {
    const voteId = row.vote_event_id ?? '';
    const group = groups.get(voteId);
    if (group) group.push(row);
    else groups.set(voteId, [row]);
  }
  return groups;
}

function rollCallRow(
  vote: CsvRow,
  context: SessionScope & {
    billIds: Map<string, number>;
    chamber: 'house' | 'senate';
    voteDate: string;
    sourceUrl: string | null;
  },
  published: CsvRow[],
  positions: Row[],
): Row {
  const rollCallNumber = Number.parseInt(vote.identifier ?? '', 10);
  return {
    external_id: vote.id ?? '',
    jurisdiction_id: context.jurisdictionId,
    session_id: context.sessionId,
    bill_id: context.billIds.get(vote.bill_id ?? '') ?? null,
    chamber: context.chamber,
    roll_call_number: Number.isNaN(rollCallNumber) ? null : rollCallNumber,
    vote_date: context.voteDate,
    motion: vote.motion_text ?? '',
    result: vote.result || null,
    ...rollCallCounts(published, positions),
    source_url: context.sourceUrl,
  };
}

/**
 * Each vote's record: the source noted as the vote record ('Vote record pdf': the House's roll calls of
 * the year) over a general listing ('House journal listing', the journal's index page, listed first for
 * every House vote), else the first listed (the Senate's one journal PDF).
 */
function recordSourceByVote(sources: CsvRow[] | undefined): Map<string, string> {
  const chosen = new Map<string, CsvRow>();
  for (const source of sources ?? []) {
    const voteId = source.vote_event_id ?? '';
    const current = chosen.get(voteId);
    if (source.url && (!current || (!isVoteRecord(current) && isVoteRecord(source))))
      chosen.set(voteId, source);
  }
  return new Map([...chosen].map(([voteId, source]) => [voteId, source.url ?? '']));
}

function isVoteRecord(source: CsvRow): boolean {
  return /\bvote record\b/i.test(source.note ?? '');
}

interface VoterContext {
  legislatorIds: Map<string, number>;
  roster: ChamberRoster;
  chamber: Chamber;
  voteDate: string;
  report: ImportReport;
}

/** A voter's legislator: by Open States person id, else by the name as recorded (roll-call-voters.ts). */
function voterLegislatorId(person: CsvRow, context: VoterContext): number | null {
  if (person.voter_id) {
    const id = context.legislatorIds.get(person.voter_id);
    if (id === undefined) tally(context.report, 'voter id is not a known legislator');
    return id ?? null;
  }
  const match = context.roster.match(person.voter_name ?? '', context.chamber, context.voteDate);
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
  billIds: Map<string, number>,
  files: VoteFiles,
  report: ImportReport,
): Promise<void> {
  const legislatorIds = await idsByExternalId(trx, 'legislators');
  const roster = await ChamberRoster.load(trx, scope.jurisdictionId);
  const countsByVote = groupByVote(
    files.voteCounts?.filter((row, index) => {
      if (/^\d+$/.test(row.value ?? '')) return true;
      reject(report, 'vote count is not a whole number', `vote_counts row ${index + 2}: '${row.value}'`);
      return false;
    }),
  );
  const peopleByVote = groupByVote(files.votePeople);
  const sourceByVote = recordSourceByVote(files.voteSources);
  const wanted: Row[] = [];
  const positionsByVote = new Map<string, Row[]>();
  files.votes.forEach((vote, index) => {
    const where = `votes row ${index + 2} (${vote.motion_text})`;
    const chamber = chamberOfOrganization(vote.organization_id ?? '', files.organizationClassifications);
    const voteDate = legislatureDayIn(vote.start_date ?? '', scope.timeZone);
    if (!chamber) {
      return reject(
        report,
        'vote not taken by the House or Senate',
        `${where}: organization ${vote.organization_id}`,
      );
    }
    if (!voteDate)
      return reject(report, 'vote date is not a date', `${where}: start_date '${vote.start_date}'`);
    const voters = { legislatorIds, roster, chamber, voteDate, report };
    // A voter who matches no one is kept by name ('Howard'), not rejected: the vote itself is on record.
    const positions = (peopleByVote.get(vote.id ?? '') ?? []).map((person) => ({
      legislator_id: voterLegislatorId(person, voters),
      voter_name: person.voter_name ?? '',
      position: POSITION_OF_OPTION[person.option ?? ''] ?? 'other',
    }));
    positionsByVote.set(vote.id ?? '', positions);
    const published = countsByVote.get(vote.id ?? '') ?? [];
    const sourceUrl = sourceByVote.get(vote.id ?? '') ?? null;
    wanted.push(rollCallRow(vote, { ...scope, billIds, chamber, voteDate, sourceUrl }, published, positions));
  });
  for (const voteId of new Set([...countsByVote.keys(), ...peopleByVote.keys()])) {
    if (!positionsByVote.has(voteId))
      reject(report, 'count or voter of a vote not imported', `vote ${voteId}`);
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
  if (!files.votePeople) return;

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
