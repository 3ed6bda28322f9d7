// Open States API v3 bills (GET /bills with include=actions, sponsorships, votes, abstracts: openstates/
// api-v3 api/schemas.py Bill) → BillRecords and RollCallRecords, the same records the bulk CSV import
// makes (bulk-csv-bills.ts, bulk-csv-votes.ts) plus what the CSV lacks: history and sponsors.
import { parseBillIdentifier, type BillKey } from '../../../db/import/bill-identifiers.js';
import { chamberOfBill } from '../../../db/import/bulk-csv-bills.js';
import {
  chamberOfClassification,
  rollCallNumberOf,
  voteRecordSource,
} from '../../../db/import/openstates-votes.js';
import type { ActionRecord, BillRecord, PersonRef, RollCallRecord } from '../../../db/import/records.js';
import { legislatureDayIn } from '../../../jurisdictions/legislature-day.js';

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {};
const asList = (value: unknown): Json[] => (Array.isArray(value) ? (value as unknown[]).map(asObject) : []);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
const strings = (value: unknown): string[] =>
  (Array.isArray(value) ? (value as unknown[]) : []).filter(
    (item): item is string => typeof item === 'string',
  );

/** Open States' chambers as malegislature.gov names its branches (bill_actions.branch). */
const BRANCH_OF_CLASSIFICATION: Record<string, string> = {
  lower: 'House',
  upper: 'Senate',
  legislature: 'Joint',
  executive: 'Executive',
};

/** A date or an instant of the API, as the day at the capitol. */
export function dayOf(value: unknown, timeZone: string): string | null {
  const written = text(value);
  if (!written) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(written)) return written;
  return legislatureDayIn(written, timeZone);
}

function person(sponsorship: Json): PersonRef {
  const who = asObject(sponsorship.person);
  return {
    personId: text(who.id),
    name: text(sponsorship.name) ?? text(who.name) ?? 'unnamed',
    isLegislator: sponsorship.entity_type === 'person',
  };
}

function actionsOf(bill: Json, timeZone: string): ActionRecord[] {
  return asList(bill.actions)
    .map((action, index) => ({ action, index }))
    .sort((a, b) => (Number(a.action.order) || a.index) - (Number(b.action.order) || b.index))
    .flatMap(({ action }) => {
      const date = dayOf(action.date, timeZone);
      if (!date) return [];
      const classification = text(asObject(action.organization).classification) ?? '';
      return [
        {
          date,
          branch: BRANCH_OF_CLASSIFICATION[classification] ?? text(asObject(action.organization).name),
          text: text(action.description) ?? '',
          classification: strings(action.classification),
        },
      ];
    });
}

export interface OpenStatesBill {
  /** The session identifier as Open States writes it ('194th', '2025'). */
  session: string;
  record: BillRecord;
  rollCalls: RollCallRecord[];
  /** Votes not taken by a chamber (committee votes): not roll calls of ours. */
  skippedVotes: number;
}

/** A bill of the API, or null when its identifier is not a bill number we can file. */
export function billFromApi(value: unknown, timeZone: string): OpenStatesBill | null {
  const bill = asObject(value);
  const externalId = text(bill.id);
  const session = text(bill.session);
  const key = parseBillIdentifier(text(bill.identifier) ?? '');
  const chamber = key
    ? chamberOfBill(text(asObject(bill.from_organization).classification), key.bill_type)
    : undefined;
  if (!externalId || !session || !key || !chamber) return null;
  const sponsorships = asList(bill.sponsorships);
  const primary = sponsorships.find((sponsorship) => sponsorship.primary === true) ?? null;
  const record: BillRecord = {
    key,
    externalId,
    identity: { mode: 'authoritative', chamber, title: text(bill.title) ?? '' },
    subjects: strings(bill.subject),
    ...(Array.isArray(bill.abstracts)
      ? { abstracts: asList(bill.abstracts).flatMap((abstract) => text(abstract.abstract) ?? []) }
      : {}),
    ...(Array.isArray(bill.sponsorships)
      ? {
          sponsors: {
            primary: primary ? person(primary) : null,
            cosponsors: sponsorships.filter((s) => s !== primary && s.entity_type === 'person').map(person),
          },
        }
      : {}),
    ...(Array.isArray(bill.actions) ? { actions: actionsOf(bill, timeZone) } : {}),
  };
  const votes = asList(bill.votes);
  const rollCalls = votes.flatMap((vote) => rollCallOf(vote, { externalId, key }, timeZone) ?? []);
  return { session, record, rollCalls, skippedVotes: votes.length - rollCalls.length };
}

function rollCallOf(
  vote: Json,
  bill: { externalId: string; key: BillKey },
  timeZone: string,
): RollCallRecord | null {
  const externalId = text(vote.id);
  const chamber = chamberOfClassification(text(asObject(vote.organization).classification));
  const date = dayOf(vote.start_date, timeZone);
  if (!externalId || !chamber || !date) return null;
  return {
    externalId,
    bill,
    chamber,
    date,
    motion: text(vote.motion_text) ?? '',
    result: text(vote.result),
    rollCallNumber: rollCallNumberOf(text(vote.identifier)),
    publishedCounts: asList(vote.counts).flatMap((count) =>
      typeof count.value === 'number' && text(count.option)
        ? [{ option: String(count.option), value: count.value }]
        : [],
    ),
    voters: asList(vote.votes).map((voter) => ({
      personId: text(asObject(voter.voter).id),
      name: text(voter.voter_name) ?? '',
      option: text(voter.option) ?? 'other',
    })),
    sourceUrl: voteRecordSource(
      asList(vote.sources).map((source) => ({ url: text(source.url), note: text(source.note) })),
    ),
  };
}
