// Open States bulk CSV 2.1 bills, abstracts and subjects → BillRecords (records.ts). The export has no
// history or sponsors (bill_actions.csv and bill_sponsorships.csv are not in the exports we have), so a
// record leaves them undefined and a new bill's stay unknown until MAPLE or malegislature.gov gives them.
import type { Chamber } from '../types.js';
import { parseBillIdentifier } from './bill-identifiers.js';
import { reject, type ImportReport } from './import-report.js';
import type { CsvRow } from './read-source-files.js';
import type { BillRecord } from './records.js';

const CHAMBER_OF_ORGANIZATION: Record<string, Chamber> = { lower: 'house', upper: 'senate' };
const CHAMBER_OF_BILL_PREFIX: Record<string, Chamber> = { H: 'house', S: 'senate' };

/** Open States writes list columns as Python literals: "['proposed bill']", "[]". */
export function parsePythonList(text: string): string[] {
  const items: string[] = [];
  for (const match of text.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)) {
    items.push((match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1'));
  }
  return items;
}

/** The chamber a bill was filed in: its organization's, else its prefix's (H… House, S… Senate). */
export function chamberOfBill(
  classification: string | null | undefined,
  billType: string,
): Chamber | undefined {
  return CHAMBER_OF_ORGANIZATION[classification ?? ''] ?? CHAMBER_OF_BILL_PREFIX[billType[0] ?? ''];
}

/**
 * One record per row of bills.csv. With an abstracts file every bill gets its abstracts (none clears
 * them); an abstract of a bill bills.csv does not list is rejected.
 */
export function billRecordsFromCsv(
  billRows: CsvRow[],
  abstractRows: CsvRow[] | undefined,
  report: ImportReport,
): BillRecord[] {
  const abstractsByBill = new Map<string, string[]>();
  for (const row of abstractRows ?? []) {
    const billId = row.bill_id ?? '';
    abstractsByBill.set(billId, [...(abstractsByBill.get(billId) ?? []), row.abstract ?? '']);
  }
  const records: BillRecord[] = [];
  billRows.forEach((row, index) => {
    const where = `bills row ${index + 2}`;
    const key = parseBillIdentifier(row.identifier ?? '');
    if (!key)
      return reject(report, 'bill identifier not like "H 123"', `${where}: identifier '${row.identifier}'`);
    const chamber = chamberOfBill(row.organization_classification, key.bill_type);
    if (!chamber)
      return reject(report, 'bill chamber unknown', `${where}: ${key.bill_type_number} has no chamber`);
    const externalId = row.id ?? '';
    records.push({
      key,
      externalId,
      identity: { mode: 'authoritative', chamber, title: row.title ?? '' },
      subjects: parsePythonList(row.subject ?? '[]'),
      ...(abstractRows ? { abstracts: abstractsByBill.get(externalId) ?? [] } : {}),
    });
    abstractsByBill.delete(externalId);
  });
  for (const billId of abstractsByBill.keys()) {
    reject(report, 'abstract of a bill not in the import', `bill_abstracts: bill ${billId}`);
  }
  return records;
}
