// Abstracts (bill_summaries of this source, replaced per bill) and subjects (categories shared by name,
// bill_categories replaced per bill) of BillRecords that carry them.
import type { Db } from '../database.js';
import { chunk, replaceChildren, type Row } from './batch-writes.js';
import { countsFor, reject, type ImportReport } from './import-report.js';
import type { BillRecord } from './records.js';
import type { SessionBills } from './write-bills.js';

/** bill_summaries.source of the summaries Open States gives (bulk CSV and API alike). */
export const SUMMARY_SOURCE = 'Open States';

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

export async function writeSummaries(
  trx: Db,
  bills: SessionBills,
  records: BillRecord[],
  report: ImportReport,
): Promise<void> {
  const summariesByBill = new Map<number, Row[]>();
  for (const record of records) {
    if (!record.abstracts) continue;
    const billId = bills.idOf(record);
    const number = record.key.bill_type_number;
    if (billId === undefined) {
      reject(
        report,
        'abstract of a bill not in the import',
        `bill_abstracts: bill ${record.externalId ?? number}`,
      );
      continue;
    }
    const rows = summariesByBill.get(billId) ?? [];
    for (const abstract of record.abstracts) {
      const description = abstractToHtml(abstract);
      if (description === '')
        reject(report, 'abstract is empty', `bill_abstracts: bill ${record.externalId ?? number}`);
      else rows.push({ bill_id: billId, description, source: SUMMARY_SOURCE });
    }
    summariesByBill.set(billId, rows);
  }
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

async function categoryIds(trx: Db, names: string[], report: ImportReport): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (names.length === 0) return ids;
  for (const batch of chunk(names)) {
    const stored = await trx
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('name', 'in', batch)
      .execute();
    for (const { id, name } of stored) ids.set(name, id);
  }
  const missing = names.filter((name) => !ids.has(name));
  for (const batch of chunk(missing)) {
    const values = batch.map((name) => ({ name }));
    for (const { id, name } of await trx
      .insertInto('categories')
      .values(values)
      .returning(['id', 'name'])
      .execute()) {
      ids.set(name, id);
    }
  }
  const counts = countsFor(report, 'categories');
  counts.inserted += missing.length;
  counts.unchanged += names.length - missing.length;
  return ids;
}

export async function writeCategories(
  trx: Db,
  bills: SessionBills,
  records: BillRecord[],
  report: ImportReport,
): Promise<void> {
  const subjectsByBill = new Map<number, string[]>();
  for (const record of records) {
    const billId = bills.idOf(record);
    if (record.subjects && billId !== undefined) subjectsByBill.set(billId, [...new Set(record.subjects)]);
  }
  const ids = await categoryIds(trx, [...new Set([...subjectsByBill.values()].flat())], report);
  const linksByBill = new Map<number, Row[]>();
  for (const [billId, subjects] of subjectsByBill) {
    linksByBill.set(
      billId,
      subjects.map((subject) => ({ bill_id: billId, category_id: ids.get(subject) ?? null })),
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
