// The one write path for what a source says about a session (records.ts): every importer of files and
// every sync connector hands its SessionRecords here, inside its own transaction, with its report.
// Each part is written only where the records carry it, in the order the parts depend on each other:
// bills, their subjects, abstracts, cosponsors and amendments, their histories (and the hearings those
// give), then roll calls (which name bills and legislators).
import type { Db } from '../database.js';
import type { Jurisdiction } from '../../jurisdictions/jurisdiction-context.js';
import { profileFor } from '../../jurisdictions/state-profiles.js';
import { parseBillIdentifier } from './bill-identifiers.js';
import { billUrlsFor } from './bill-source-urls.js';
import { countsFor, inFile, reject, tally, type ImportReport } from './import-report.js';
import { ensureSession, findSessionId } from './legislative-sessions.js';
import { PeopleResolver } from './people-resolver.js';
import type { BillRecord, SessionRecords } from './records.js';
import { writeCategories, writeSummaries } from './write-abstracts-subjects.js';
import { writeBills, type SessionBills, type SessionScope } from './write-bills.js';
import { writeHistories } from './write-histories.js';
import { writeRollCalls } from './write-roll-calls.js';
import { writeAmendments, writeCosponsors } from './write-sponsors.js';

/** The parts of the records, for naming the file a part comes from when writing it fails. */
type RecordPart = 'bills' | 'abstracts' | 'sponsors' | 'actions' | 'rollCalls';

export interface SessionWriteOptions {
  /** The file each part was read from: a database error while writing it names that file. */
  fileOf?: Partial<Record<RecordPart, string>>;
  /** The records are the session's whole history file: derived hearings it no longer gives are removed. */
  pruneHearings?: boolean;
  /** Resolves sponsors and voters; loaded here when not given (a sync passes one per run). */
  people?: PeopleResolver;
}

const carries = (records: BillRecord[], part: keyof BillRecord) =>
  records.some((record) => record[part] !== undefined);

/**
 * A run that can create no bill (histories by number only) does not create the session either: its
 * histories are rejected as bills not in the database, as before any bill was imported.
 */
async function sessionIdFor(
  trx: Db,
  state: Jurisdiction,
  records: SessionRecords,
  report: ImportReport,
): Promise<number | null> {
  const creates = records.bills.some((record) => record.identity) || (records.rollCalls?.length ?? 0) > 0;
  if (creates)
    return ensureSession(trx, state.id, records.session, countsFor(report, 'legislative_sessions'));
  const sessionId = await findSessionId(trx, state.id, records.session.name);
  if (sessionId === null) report.skipped.push(`session ${records.session.name} is not in the database`);
  return sessionId;
}

/** Writes one session's records; returns the session's bills as stored after the write, or null without a session. */
export async function writeSessionRecords(
  trx: Db,
  state: Jurisdiction,
  records: SessionRecords,
  report: ImportReport,
  options: SessionWriteOptions = {},
): Promise<SessionBills | null> {
  const sessionId = await sessionIdFor(trx, state, records, report);
  if (sessionId === null) {
    for (const record of records.bills) {
      const number = record.key.bill_type_number.replace(' ', '');
      reject(report, 'bill not in database', `bill ${number} not in database`);
      tally(report, 'actions of bills not in the database', record.actions?.length ?? 0);
    }
    return null;
  }
  const scope: SessionScope = {
    jurisdictionId: state.id,
    sessionId,
    // Votes and actions are dated by the day at the state's capitol (Jefferson City is behind Boston).
    timeZone: profileFor(state.code).timeZone,
    court: records.session.general_court ?? records.session.name,
    billUrlOf: billUrlsFor(state.code, records.session.general_court),
  };
  const { bills: billRecords, rollCalls } = records;
  const needsPeople = carries(billRecords, 'sponsors') || (rollCalls?.length ?? 0) > 0;
  const people = needsPeople ? (options.people ?? (await PeopleResolver.load(trx, state.id))) : null;
  const part = <T>(name: RecordPart, work: () => Promise<T>): Promise<T> => {
    const file = options.fileOf?.[name];
    return file ? inFile(file, work) : work();
  };
  // Only the bills the records name are read: a sync batch of a session of thousands reads a few dozen.
  const refs = {
    numbers: [
      ...billRecords.map((record) => record.key.bill_type_number),
      // An amendment goes under the redraft it is to, when that bill is stored.
      ...billRecords.flatMap((record) =>
        (record.amendments ?? []).flatMap(
          (amendment) => parseBillIdentifier(amendment.parentBill)?.bill_type_number ?? [],
        ),
      ),
      ...(rollCalls ?? []).flatMap((rollCall) => rollCall.bill?.key?.bill_type_number ?? []),
    ],
    externalIds: [
      ...billRecords.flatMap((record) => record.externalId ?? []),
      ...(rollCalls ?? []).flatMap((rollCall) => rollCall.bill?.externalId ?? []),
    ],
  };
  const bills = await part('bills', async () => {
    const written = await writeBills(trx, scope, billRecords, people, report, refs);
    if (carries(billRecords, 'subjects')) await writeCategories(trx, written, billRecords, report);
    return written;
  });
  if (carries(billRecords, 'abstracts'))
    await part('abstracts', () => writeSummaries(trx, bills, billRecords, report));
  await part('sponsors', async () => {
    if (people && carries(billRecords, 'sponsors'))
      await writeCosponsors(trx, bills, billRecords, people, report);
    if (carries(billRecords, 'amendments')) await writeAmendments(trx, scope, bills, billRecords, report);
  });
  if (carries(billRecords, 'actions')) {
    const pruneHearings = options.pruneHearings ?? false;
    await part('actions', () => writeHistories(trx, scope, bills, billRecords, { pruneHearings }, report));
  }
  if (people && rollCalls)
    await part('rollCalls', () => writeRollCalls(trx, scope, bills, rollCalls, people, report));
  return bills;
}
