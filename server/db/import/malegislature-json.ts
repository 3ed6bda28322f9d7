// `import malegislature <dir>`: malegislature.gov Documents API responses
// (/api/GeneralCourts/{court}/Documents/{BillNumber}) saved as JSON files. Adds each bill if missing and
// sets its sponsor, cosponsors and amendments; bills of an Open States import keep their id, title and
// status. Sponsors resolve best-effort (legislator-matcher.ts); the name as written is always kept.
// Files are parsed first, then written in ONE transaction: a malformed file aborts the whole directory.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../database.js';
import { replaceChildren, storedByExternalId, syncKeyedRows, type Row } from './batch-writes.js';
import { parseBillIdentifier, type BillKey } from './bill-identifiers.js';
import { billUrlsFor } from './bill-source-urls.js';
import { loadSessionBills } from './bulk-csv-bills.js';
import {
  countsFor,
  createReport,
  ImportFileError,
  inFile,
  reject,
  runImport,
  type ImportReport,
} from './import-report.js';
import { ensureSession } from './legislative-sessions.js';
import { ensureJurisdiction } from '../repositories/jurisdictions-repository.js';
import { LegislatorMatcher } from './legislator-matcher.js';
import { asRecord, optionalString, readJson, recordList, requiredString } from './read-source-files.js';
import { parseSessionName, sessionForGeneralCourt, type SessionInfo } from './session-names.js';

const MASSACHUSETTS = 'ma';

/** Member.Type in the API: 1 is a legislator (committees, the Governor and citizens have other types). */
const LEGISLATOR_MEMBER_TYPE = 1;
const CHAMBER_OF_BILL_PREFIX: Record<string, 'house' | 'senate'> = { H: 'house', S: 'senate' };

interface Member {
  code: string | null;
  name: string;
  isLegislator: boolean;
}

interface BillDocument {
  file: string;
  key: BillKey;
  chamber: 'house' | 'senate';
  court: number;
  title: string;
  sponsor: Member | null;
  cosponsors: Member[];
  amendments: { parentBill: string; branch: string; number: string }[];
}

function member(record: Record<string, unknown>): Member {
  return {
    code: optionalString(record.Id),
    name: optionalString(record.Name) ?? optionalString(record.Id) ?? 'unnamed',
    isLegislator: record.Type === LEGISLATOR_MEMBER_TYPE,
  };
}

/** A bill document, or null for other API responses kept alongside (e.g. a committee). */
function billFromFile(file: string): BillDocument | null {
  const document = asRecord(readJson(file), file);
  if (!('BillNumber' in document)) return null;
  const billNumber = requiredString(document, 'BillNumber', file);
  const key = parseBillIdentifier(billNumber);
  const chamber = key ? CHAMBER_OF_BILL_PREFIX[key.bill_type[0] ?? ''] : undefined;
  if (!key || !chamber)
    throw new ImportFileError(file, `BillNumber '${billNumber}' is not like 'H119' or 'S2622'`);
  const court = Number(document.GeneralCourtNumber);
  if (!Number.isInteger(court))
    throw new ImportFileError(
      file,
      `GeneralCourtNumber must be a number, found ${String(document.GeneralCourtNumber)}`,
    );
  const sponsor = document.PrimarySponsor;
  return {
    file,
    key,
    chamber,
    court,
    title: requiredString(document, 'Title', file),
    sponsor:
      typeof sponsor === 'object' && sponsor !== null ? member(sponsor as Record<string, unknown>) : null,
    cosponsors: recordList(document, 'Cosponsors', file).map(member),
    amendments: recordList(document, 'Amendments', file).map((amendment) => ({
      parentBill: optionalString(amendment.ParentBillNumber) ?? billNumber,
      branch: optionalString(amendment.Branch) ?? 'unknown',
      number: requiredString(amendment, 'AmendmentNumber', file),
    })),
  };
}

function readDocuments(dir: string, report: ImportReport): BillDocument[] {
  if (!existsSync(dir)) throw new ImportFileError(dir, 'no such directory');
  const documents: BillDocument[] = [];
  const jsonFiles = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of jsonFiles) {
    const document = billFromFile(join(dir, name));
    if (document) documents.push(document);
    else report.skipped.push(`${name}: not a bill document (no BillNumber)`);
  }
  return documents;
}

export async function importMalegislatureBills(
  db: Db,
  dir: string,
  options: { session?: string } = {},
): Promise<ImportReport> {
  return runImport(createReport('malegislature', dir), async (report) => {
    const documents = readDocuments(dir, report);
    const sessions = new Map<string, { session: SessionInfo; documents: BillDocument[] }>();
    for (const document of documents) {
      const session = options.session
        ? parseSessionName(options.session)
        : sessionForGeneralCourt(document.court);
      const group = sessions.get(session.name) ?? { session, documents: [] };
      group.documents.push(document);
      sessions.set(session.name, group);
    }
    await inFile(dir, () =>
      db.transaction().execute(async (trx) => {
        // The Massachusetts Legislature's own API: every document is a Massachusetts bill.
        const state = await ensureJurisdiction(trx, MASSACHUSETTS);
        const matcher = await LegislatorMatcher.load(trx, state.id);
        for (const { session, documents: sessionDocuments } of sessions.values()) {
          const counts = countsFor(report, 'legislative_sessions');
          const sessionId = await ensureSession(trx, state.id, session, counts);
          const court = session.general_court ?? session.name;
          const context = { trx, jurisdictionId: state.id, sessionId, court, matcher, report };
          await writeSessionBills(context, sessionDocuments);
        }
      }),
    );
  });
}

interface SessionContext {
  trx: Db;
  jurisdictionId: number;
  sessionId: number;
  /** '192nd', the prefix of the external ids this source makes up. */
  court: string;
  matcher: LegislatorMatcher;
  report: ImportReport;
}

async function writeSessionBills(context: SessionContext, documents: BillDocument[]): Promise<void> {
  const { trx, jurisdictionId, sessionId, court, matcher, report } = context;
  const stored = (await loadSessionBills(trx, sessionId)).byNaturalKey;
  const billUrlOf = billUrlsFor(MASSACHUSETTS, court);
  // A bill already imported (e.g. from Open States) keeps its external id; a new one is named after this source.
  const externalIdOf = (key: BillKey) =>
    stored.get(key.bill_type_number)?.external_id ??
    `malegislature:${court}:${key.bill_type}${key.bill_number}`;
  const sponsorIds = new Map<BillDocument, number | null>();
  for (const document of documents) {
    sponsorIds.set(document, document.sponsor?.isLegislator ? matcher.match(document.sponsor) : null);
  }
  const byNameOnly = documents.filter((document) => document.sponsor && sponsorIds.get(document) === null);
  if (byNameOnly.length > 0) {
    report.skipped.push(`${byNameOnly.length} primary sponsors kept by name only (no legislator matched)`);
  }

  const billIds = await syncKeyedRows(
    trx,
    {
      table: 'bills',
      // Full rows so a new bill can be inserted; only the sponsor columns are written to an existing one.
      rows: documents.map((document) => ({
        external_id: externalIdOf(document.key),
        jurisdiction_id: jurisdictionId,
        session_id: sessionId,
        chamber: document.chamber,
        ...document.key,
        title: document.title,
        // A Documents response links its history (BillHistory) rather than holding it: unknown here.
        status: null,
        progress: null,
        actions_known: 0,
        primary_sponsor_id: sponsorIds.get(document) ?? null,
        sponsor_name: document.sponsor?.name ?? null,
        sponsors_known: 1,
        source_url: billUrlOf(document.key),
      })),
      ownedColumns: ['primary_sponsor_id', 'sponsor_name', 'sponsors_known', 'source_url'],
      findStored: (row) => stored.get(String(row.bill_type_number)),
    },
    countsFor(report, 'bills'),
  );
  const billIdOf = (billNumber: string) => {
    const key = parseBillIdentifier(billNumber);
    return key ? (billIds.get(externalIdOf(key)) ?? stored.get(key.bill_type_number)?.id) : undefined;
  };
  await writeCosponsors(context, documents, billIdOf, sponsorIds);
  await writeAmendments(context, documents, billIdOf);
}

async function writeCosponsors(
  { trx, matcher, report }: SessionContext,
  documents: BillDocument[],
  billIdOf: (billNumber: string) => number | undefined,
  sponsorIds: Map<BillDocument, number | null>,
): Promise<void> {
  const cosponsorsByBill = new Map<number, Row[]>();
  for (const document of documents) {
    const billId = billIdOf(document.key.bill_type_number);
    if (billId === undefined) continue;
    const cosponsorIds = new Set<number>();
    for (const cosponsor of document.cosponsors) {
      const legislatorId = cosponsor.isLegislator ? matcher.match(cosponsor) : null;
      if (!cosponsor.isLegislator) {
        const detail = `${document.key.bill_type_number}: cosponsor ${cosponsor.name} (${cosponsor.code})`;
        reject(report, 'cosponsor is not a legislator (a committee, an official or a citizen)', detail);
      } else if (legislatorId === null) {
        const detail = `${document.key.bill_type_number}: cosponsor ${cosponsor.name} (${cosponsor.code})`;
        reject(report, 'cosponsor matches no legislator', detail);
      } else if (legislatorId !== sponsorIds.get(document)) {
        // The API lists the primary sponsor among the cosponsors; bills.primary_sponsor_id already says it.
        cosponsorIds.add(legislatorId);
      }
    }
    const rows = [...cosponsorIds].map((legislatorId) => ({ bill_id: billId, legislator_id: legislatorId }));
    cosponsorsByBill.set(billId, rows);
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

async function writeAmendments(
  { trx, court, report }: SessionContext,
  documents: BillDocument[],
  billIdOf: (billNumber: string) => number | undefined,
): Promise<void> {
  const amendments = new Map<string, Row>();
  for (const document of documents) {
    const listingBillId = billIdOf(document.key.bill_type_number);
    for (const amendment of document.amendments) {
      // A bill lists the amendments of its redrafts too (S459 lists S2545's): each goes under its own
      // bill when that is in the database, else under the bill that lists it.
      const billId = billIdOf(amendment.parentBill) ?? listingBillId;
      const externalId = `malegislature:${court}:${amendment.parentBill}:${amendment.branch}:${amendment.number}`;
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
