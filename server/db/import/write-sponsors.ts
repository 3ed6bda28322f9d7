// Cosponsors (bill_cosponsors, replaced per bill) and amendments of BillRecords that carry them. The
// primary sponsor is a column of the bill (write-bills.ts); a source that lists the primary sponsor among
// the cosponsors (malegislature.gov does) does not make them a cosponsor too.
import type { Db } from '../database.js';
import { replaceChildren, storedByExternalId, syncKeyedRows, type Row } from './batch-writes.js';
import { parseBillIdentifier } from './bill-identifiers.js';
import { countsFor, reject, type ImportReport } from './import-report.js';
import type { PeopleResolver } from './people-resolver.js';
import type { BillRecord } from './records.js';
import type { SessionBills, SessionScope } from './write-bills.js';

export async function writeCosponsors(
  trx: Db,
  bills: SessionBills,
  records: BillRecord[],
  people: PeopleResolver,
  report: ImportReport,
): Promise<void> {
  const cosponsorsByBill = new Map<number, Row[]>();
  let keptByName = 0;
  for (const record of records) {
    const bill = bills.find(record);
    if (!record.sponsors || !bill) continue;
    const primaryId = record.sponsors.primary ? people.resolve(record.sponsors.primary) : null;
    if (record.sponsors.primary && primaryId === null) keptByName += 1;
    const cosponsorIds = new Set<number>();
    for (const cosponsor of record.sponsors.cosponsors) {
      const legislatorId = people.resolve(cosponsor);
      const detail = `${record.key.bill_type_number}: cosponsor ${cosponsor.name} (${cosponsor.code ?? cosponsor.personId})`;
      if (!cosponsor.isLegislator) {
        reject(report, 'cosponsor is not a legislator (a committee, an official or a citizen)', detail);
      } else if (legislatorId === null) {
        reject(report, 'cosponsor matches no legislator', detail);
      } else if (legislatorId !== primaryId) {
        cosponsorIds.add(legislatorId);
      }
    }
    const rows = [...cosponsorIds].map((legislatorId) => ({ bill_id: bill.id, legislator_id: legislatorId }));
    cosponsorsByBill.set(bill.id, rows);
  }
  if (keptByName > 0) {
    report.skipped.push(`${keptByName} primary sponsors kept by name only (no legislator matched)`);
  }
  await replaceChildren(
    trx,
    {
      table: 'bill_cosponsors',
      parentColumn: 'bill_id',
      columns: ['bill_id', 'legislator_id'],
      rowsByParent: cosponsorsByBill,
    },
    countsFor(report, 'bill_cosponsors'),
  );
}

/**
 * A bill lists the amendments of its redrafts too (S459 lists S2545's): each goes under its own bill when
 * that is in the database, else under the bill that lists it. Ids are made of what the source says.
 */
export async function writeAmendments(
  trx: Db,
  scope: SessionScope,
  bills: SessionBills,
  records: BillRecord[],
  report: ImportReport,
): Promise<void> {
  const amendments = new Map<string, Row>();
  for (const record of records) {
    const listingBillId = bills.idOf(record);
    for (const amendment of record.amendments ?? []) {
      const parentKey = parseBillIdentifier(amendment.parentBill);
      const billId =
        (parentKey ? bills.idOf({ externalId: null, key: parentKey }) : undefined) ?? listingBillId;
      const externalId = `malegislature:${scope.court}:${amendment.parentBill}:${amendment.branch}:${amendment.number}`;
      if (billId !== undefined) {
        amendments.set(externalId, {
          external_id: externalId,
          bill_id: billId,
          amendment_number: amendment.number,
        });
      }
    }
  }
  const stored = await storedByExternalId(trx, 'amendments', [...amendments.keys()]);
  await syncKeyedRows(
    trx,
    {
      table: 'amendments',
      rows: [...amendments.values()],
      ownedColumns: ['external_id', 'bill_id', 'amendment_number'],
      findStored: (row) => stored.get(String(row.external_id)),
    },
    countsFor(report, 'amendments'),
  );
}
