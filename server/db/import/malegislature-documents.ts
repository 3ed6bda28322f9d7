// malegislature.gov Documents API responses (/api/GeneralCourts/{court}/Documents/{BillNumber}) →
// BillRecords: the bill (filling in one no other source stored), its sponsor and cosponsors, and its
// amendments. Shared by the file importer (malegislature-json.ts) and the sync (server/sync/sources/
// malegislature), so a saved response and a fetched one are written the same way.
import type { Chamber } from '../types.js';
import { parseBillIdentifier } from './bill-identifiers.js';
import { ImportFileError } from './import-report.js';
import { asRecord, optionalString, recordList, requiredString } from './read-source-files.js';
import type { BillRecord, PersonRef } from './records.js';

/** Member.Type in the API: 1 is a legislator (committees, the Governor and citizens have other types). */
const LEGISLATOR_MEMBER_TYPE = 1;
const CHAMBER_OF_BILL_PREFIX: Record<string, Chamber> = { H: 'house', S: 'senate' };

export interface MalegislatureBill {
  /** The General Court (192): the session the bill belongs to. */
  court: number;
  record: BillRecord;
}

function member(record: Record<string, unknown>): PersonRef {
  return {
    code: optionalString(record.Id),
    name: optionalString(record.Name) ?? optionalString(record.Id) ?? 'unnamed',
    isLegislator: record.Type === LEGISLATOR_MEMBER_TYPE,
  };
}

/** The id this source gives a bill no other source stored: 'malegislature:192nd:H119'. */
export function malegislatureBillId(court: string, key: { bill_type: string; bill_number: number }): string {
  return `malegislature:${court}:${key.bill_type}${key.bill_number}`;
}

/** Is this response a bill document (a saved directory also holds e.g. a committee)? */
export function isBillDocument(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'BillNumber' in value;
}

/**
 * A bill document as a record; `where` names the file or URL in the error a malformed one raises.
 * `courtName` ('192nd') names a new bill's id.
 */
export function billFromDocument(
  value: unknown,
  where: string,
  courtName: (court: number) => string,
): MalegislatureBill {
  const document = asRecord(value, where);
  // A docket not yet given a bill number ('HD300') is filed under its docket number, as Open States does.
  const billNumber =
    optionalString(document.BillNumber) ??
    optionalString(document.DocketNumber) ??
    requiredString(document, 'BillNumber', where);
  const key = parseBillIdentifier(billNumber);
  const chamber = key ? CHAMBER_OF_BILL_PREFIX[key.bill_type[0] ?? ''] : undefined;
  if (!key || !chamber)
    throw new ImportFileError(where, `BillNumber '${billNumber}' is not like 'H119' or 'S2622'`);
  const court = Number(document.GeneralCourtNumber);
  if (!Number.isInteger(court)) {
    const found = String(document.GeneralCourtNumber);
    throw new ImportFileError(where, `GeneralCourtNumber must be a number, found ${found}`);
  }
  const sponsor = document.PrimarySponsor;
  return {
    court,
    record: {
      key,
      externalId: malegislatureBillId(courtName(court), key),
      identity: { mode: 'fill-in', chamber, title: requiredString(document, 'Title', where) },
      sponsors: {
        primary:
          typeof sponsor === 'object' && sponsor !== null ? member(sponsor as Record<string, unknown>) : null,
        cosponsors: recordList(document, 'Cosponsors', where).map(member),
      },
      amendments: recordList(document, 'Amendments', where).map((amendment) => ({
        parentBill: optionalString(amendment.ParentBillNumber) ?? billNumber,
        branch: optionalString(amendment.Branch) ?? 'unknown',
        number: requiredString(amendment, 'AmendmentNumber', where),
      })),
    },
  };
}
