// Open States bulk CSV 2.1 bills, abstracts and subjects → bills, bill_summaries, categories.
import type { Db } from '../database.js';
import { chunk, replaceChildren, syncKeyedRows, type Row } from './batch-writes.js';
import { naturalBillKey, parseBillIdentifier } from './bill-identifiers.js';
import type { BillUrlOf } from './bill-source-urls.js';
import { countsFor, reject, type ImportReport } from './import-report.js';
import type { CsvRow } from './read-source-files.js';

/** What this source knows about a bill; status, sponsors and actions come from other sources. */
const OWNED_BILL_COLUMNS = [
  'external_id',
  'jurisdiction_id',
  'session_id',
  'chamber',
  'bill_type',
  'bill_number',
  'bill_type_number',
  'title',
  'source_url',
] as const;
/**
 * bill_actions.csv and bill_sponsorships.csv are not in the export we have: a new bill's history and
 * sponsors are unknown until another source (MAPLE, malegislature.gov) gives them, never 'Filed' and none.
 */
const NEW_BILL_DEFAULTS: Row = { status: null, progress: null, actions_known: 0, sponsors_known: 0 };
const CHAMBER_OF_ORGANIZATION: Record<string, 'house' | 'senate'> = { lower: 'house', upper: 'senate' };
const CHAMBER_OF_BILL_PREFIX: Record<string, 'house' | 'senate'> = { H: 'house', S: 'senate' };
export const SUMMARY_SOURCE = 'Open States';

/** Open States writes list columns as Python literals: "['proposed bill']", "[]". */
export function parsePythonList(text: string): string[] {
  const items: string[] = [];
  for (const match of text.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)) {
    items.push((match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1'));
  }
  return items;
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Element content only needs &, < and > escaped; quotes stay readable for search snippets. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (char) => HTML_ENTITIES[char] ?? char);
}

/** bill_summaries.description is HTML (spec §3); abstracts are plain text, paragraphs split by blank lines. */
export function abstractToHtml(abstract: string): string {
  return abstract
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim().replace(/\s+/g, ' '))
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');
}

export async function loadSessionBills(trx: Db, sessionId: number) {
  const stored = await trx.selectFrom('bills').selectAll().where('session_id', '=', sessionId).execute();
  return {
    byExternalId: new Map(stored.map((bill) => [bill.external_id, bill])),
    byNaturalKey: new Map(stored.map((bill) => [naturalBillKey(bill), bill])),
  };
}

export interface SessionScope {
  jurisdictionId: number;
  sessionId: number;
  /** The capitol's time zone: the day an instant of the source is recorded on. */
  timeZone: string;
}

export interface BillScope extends SessionScope {
  billUrlOf: BillUrlOf;
}

/** Returns the Open States bill id → bills.id of every bill of the session, imported now or before. */
export async function writeBills(
  trx: Db,
  { jurisdictionId, sessionId, billUrlOf }: BillScope,
  rows: CsvRow[],
  report: ImportReport,
): Promise<Map<string, number>> {
  const stored = await loadSessionBills(trx, sessionId);
  const wanted: Row[] = [];
  const seenKeys = new Set<string>();
  rows.forEach((row, index) => {
    const where = `bills row ${index + 2}`;
    const key = parseBillIdentifier(row.identifier ?? '');
    if (!key)
      return reject(report, 'bill identifier not like "H 123"', `${where}: identifier '${row.identifier}'`);
    const chamber =
      CHAMBER_OF_ORGANIZATION[row.organization_classification ?? ''] ??
      CHAMBER_OF_BILL_PREFIX[key.bill_type[0] ?? ''];
    if (!chamber)
      return reject(report, 'bill chamber unknown', `${where}: ${key.bill_type_number} has no chamber`);
    if (seenKeys.has(key.bill_type_number)) {
      return reject(report, 'bill listed twice', `${where}: ${key.bill_type_number} appears twice`);
    }
    seenKeys.add(key.bill_type_number);
    wanted.push({
      external_id: row.id ?? '',
      jurisdiction_id: jurisdictionId,
      session_id: sessionId,
      chamber,
      ...key,
      title: row.title ?? '',
      source_url: billUrlOf(key),
    });
  });
  const ids = await syncKeyedRows(
    trx,
    {
      table: 'bills',
      rows: wanted,
      ownedColumns: OWNED_BILL_COLUMNS,
      insertDefaults: NEW_BILL_DEFAULTS,
      // A bill first imported from malegislature.gov has its id; matching on the number adopts the
      // Open States id instead of colliding with bills_session_number_unique.
      findStored: (row) =>
        stored.byExternalId.get(String(row.external_id)) ??
        stored.byNaturalKey.get(String(row.bill_type_number)),
    },
    countsFor(report, 'bills'),
  );
  for (const bill of stored.byExternalId.values())
    if (!ids.has(bill.external_id)) ids.set(bill.external_id, bill.id);
  return ids;
}

export async function writeSummaries(
  trx: Db,
  billIds: Map<string, number>,
  rows: CsvRow[],
  report: ImportReport,
): Promise<void> {
  const summariesByBill = new Map<number, Row[]>([...billIds.values()].map((id) => [id, []]));
  rows.forEach((row, index) => {
    const billId = billIds.get(row.bill_id ?? '');
    if (billId === undefined) {
      return reject(
        report,
        'abstract of a bill not in the import',
        `bill_abstracts row ${index + 2}: bill ${row.bill_id}`,
      );
    }
    const description = abstractToHtml(row.abstract ?? '');
    if (description === '') {
      return reject(report, 'abstract is empty', `bill_abstracts row ${index + 2}: bill ${row.bill_id}`);
    }
    summariesByBill.get(billId)?.push({ bill_id: billId, description, source: SUMMARY_SOURCE });
  });
  await replaceChildren(
    trx,
    {
      table: 'bill_summaries',
      parentColumn: 'bill_id',
      columns: ['bill_id', 'description', 'source'],
      rowsByParent: summariesByBill,
      ownedWhere: { column: 'source', value: SUMMARY_SOURCE },
    },
    countsFor(report, 'bill_summaries'),
  );
}

/** Subjects → categories (shared by name) and bill_categories. Every bill of the file gets its set. */
export async function writeCategories(
  trx: Db,
  billIds: Map<string, number>,
  rows: CsvRow[],
  report: ImportReport,
): Promise<void> {
  const subjectsByBill = new Map<number, string[]>();
  for (const row of rows) {
    const billId = billIds.get(row.id ?? '');
    if (billId !== undefined) subjectsByBill.set(billId, [...new Set(parsePythonList(row.subject ?? '[]'))]);
  }
  const names = [...new Set([...subjectsByBill.values()].flat())];
  const categoryIds = new Map<string, number>();
  if (names.length > 0) {
    for (const batch of chunk(names)) {
      const stored = await trx
        .selectFrom('categories')
        .select(['id', 'name'])
        .where('name', 'in', batch)
        .execute();
      for (const { id, name } of stored) categoryIds.set(name, id);
    }
    const missing = names.filter((name) => !categoryIds.has(name));
    for (const batch of chunk(missing)) {
      const values = batch.map((name) => ({ name }));
      for (const { id, name } of await trx
        .insertInto('categories')
        .values(values)
        .returning(['id', 'name'])
        .execute()) {
        categoryIds.set(name, id);
      }
    }
    const counts = countsFor(report, 'categories');
    counts.inserted += missing.length;
    counts.unchanged += names.length - missing.length;
  }
  const linksByBill = new Map<number, Row[]>();
  for (const [billId, subjects] of subjectsByBill) {
    linksByBill.set(
      billId,
      subjects.map((subject) => ({ bill_id: billId, category_id: categoryIds.get(subject) ?? null })),
    );
  }
  await replaceChildren(
    trx,
    {
      table: 'bill_categories',
      parentColumn: 'bill_id',
      columns: ['bill_id', 'category_id'],
      rowsByParent: linksByBill,
    },
    countsFor(report, 'bill_categories'),
  );
}
