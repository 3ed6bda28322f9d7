// Open States bulk CSV 2.1 votes, vote_counts, vote_people and vote_sources → RollCallRecords.
import { legislatureDayIn } from '../../jurisdictions/legislature-day.js';
import { parseBillIdentifier } from './bill-identifiers.js';
import { reject, type ImportReport } from './import-report.js';
import { chamberOfClassification, rollCallNumberOf, voteRecordSource } from './openstates-votes.js';
import type { CsvRow } from './read-source-files.js';
import type { RollCallRecord } from './records.js';

export interface VoteFiles {
  votes: CsvRow[];
  /** Absent files are undefined: counts then come from the people, positions are left alone. */
  voteCounts: CsvRow[] | undefined;
  votePeople: CsvRow[] | undefined;
  /** vote_sources.csv: where each vote is recorded (the journal), one or more per vote. */
  voteSources: CsvRow[] | undefined;
  /** organization id → classification ('lower', 'upper', 'committee'…). */
  organizationClassifications: Map<string, string>;
  /** bills.csv: a vote's bill by Open States id, with its number. */
  billRows: CsvRow[] | undefined;
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

export function rollCallRecordsFromCsv(
  files: VoteFiles,
  timeZone: string,
  report: ImportReport,
): RollCallRecord[] {
  const countsByVote = groupByVote(
    files.voteCounts?.filter((row, index) => {
      if (/^\d+$/.test(row.value ?? '')) return true;
      reject(report, 'vote count is not a whole number', `vote_counts row ${index + 2}: '${row.value}'`);
      return false;
    }),
  );
  const peopleByVote = groupByVote(files.votePeople);
  const sourcesByVote = groupByVote(files.voteSources);
  const billKeys = new Map(
    (files.billRows ?? []).map((row) => [row.id ?? '', parseBillIdentifier(row.identifier ?? '')]),
  );
  const records: RollCallRecord[] = [];
  files.votes.forEach((vote, index) => {
    const where = `votes row ${index + 2} (${vote.motion_text})`;
    const chamber = chamberOfClassification(
      files.organizationClassifications.get(vote.organization_id ?? ''),
    );
    const date = legislatureDayIn(vote.start_date ?? '', timeZone);
    if (!chamber) {
      return reject(
        report,
        'vote not taken by the House or Senate',
        `${where}: organization ${vote.organization_id}`,
      );
    }
    if (!date) return reject(report, 'vote date is not a date', `${where}: start_date '${vote.start_date}'`);
    const voteId = vote.id ?? '';
    records.push({
      externalId: voteId,
      bill: vote.bill_id ? { externalId: vote.bill_id, key: billKeys.get(vote.bill_id) ?? null } : null,
      chamber,
      date,
      motion: vote.motion_text ?? '',
      result: vote.result || null,
      rollCallNumber: rollCallNumberOf(vote.identifier),
      publishedCounts: (countsByVote.get(voteId) ?? []).map((row) => ({
        option: row.option ?? '',
        value: Number(row.value),
      })),
      ...(files.votePeople
        ? {
            voters: (peopleByVote.get(voteId) ?? []).map((person) => ({
              personId: person.voter_id || null,
              name: person.voter_name ?? '',
              option: person.option ?? '',
            })),
          }
        : {}),
      sourceUrl: voteRecordSource(sourcesByVote.get(voteId) ?? []),
    });
  });
  const imported = new Set(records.map((record) => record.externalId));
  for (const voteId of new Set([...countsByVote.keys(), ...peopleByVote.keys()])) {
    if (!imported.has(voteId)) reject(report, 'count or voter of a vote not imported', `vote ${voteId}`);
  }
  return records;
}
