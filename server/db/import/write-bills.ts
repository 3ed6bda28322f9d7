// Bill rows from BillRecords: who the bill is (an 'authoritative' source's id, chamber, number and title,
// or a 'fill-in' source's for a bill no one stored yet), its official link and, where the source names
// them, its primary sponsor. Records without identity (MAPLE histories) only name stored bills.
import type { Db } from '../database.js';
import type { Bill } from '../types.js';
import { chunk, syncKeyedRows, type Row } from './batch-writes.js';
import type { BillKey } from './bill-identifiers.js';
import type { BillUrlOf } from './bill-source-urls.js';
import { countsFor, reject, type ImportReport } from './import-report.js';
import type { BillRecord, PersonRef } from './records.js';
import type { PeopleResolver } from './people-resolver.js';

const IDENTITY_COLUMNS = [
  'external_id',
  'jurisdiction_id',
  'session_id',
  'chamber',
  'bill_type',
  'bill_number',
  'bill_type_number',
  'title',
] as const;
const SPONSOR_COLUMNS = ['primary_sponsor_id', 'sponsor_name', 'sponsors_known'] as const;
/**
 * A new bill's history and sponsors are unknown until a source gives them: never 'Filed' and none
 * (issue 15: honest unknowns).
 */
const NEW_BILL_DEFAULTS: Row = { status: null, progress: null, actions_known: 0, sponsors_known: 0 };

/** Bills named by more than this many references are read as their whole session, in one query. */
const WHOLE_SESSION_ABOVE = 2000;

/** The bills a run's records name: by number ('H 119') and by the source's id. */
export interface BillRefs {
  numbers: string[];
  externalIds: string[];
}

export interface SessionScope {
  jurisdictionId: number;
  sessionId: number;
  /** The capitol's time zone: the day an instant of the source is recorded on. */
  timeZone: string;
  /** '192nd' where the legislature numbers its sessions, else the session's name: prefixes our own ids. */
  court: string;
  billUrlOf: BillUrlOf;
}

/** The session's stored bills, found by the source's id or by number ('H 119'). */
export class SessionBills {
  private readonly byExternalId = new Map<string, Bill>();
  private readonly byNumber = new Map<string, Bill>();

  /**
   * The session's bills the records name (a sync batch: a few dozen rows of a session of thousands), or
   * the whole session when they name many (an import of a whole file) or when `refs` is not given.
   */
  static async load(trx: Db, sessionId: number, refs?: BillRefs): Promise<SessionBills> {
    const bills = new SessionBills();
    const whole = !refs || refs.numbers.length + refs.externalIds.length > WHOLE_SESSION_ABOVE;
    const batches = whole
      ? [null]
      : chunk([...refs.numbers.map((n) => ({ n })), ...refs.externalIds.map((e) => ({ e }))]);
    for (const batch of batches) {
      let query = trx.selectFrom('bills').selectAll().where('session_id', '=', sessionId);
      if (batch) {
        const numbers = batch.flatMap((ref) => ('n' in ref ? [ref.n] : []));
        const externalIds = batch.flatMap((ref) => ('e' in ref ? [ref.e] : []));
        query = query.where((eb) =>
          eb.or([
            eb('bill_type_number', 'in', numbers.length ? numbers : ['']),
            eb('external_id', 'in', externalIds.length ? externalIds : ['']),
          ]),
        );
      }
      for (const bill of await query.execute()) bills.remember(bill.external_id, bill);
    }
    return bills;
  }

  remember(externalId: string, bill: Bill): void {
    this.byExternalId.set(externalId, bill);
    this.byNumber.set(bill.bill_type_number, bill);
  }

  /** By number only: how a fill-in source finds a bill another source stored. */
  stored(key: Pick<BillKey, 'bill_type_number'>): Bill | undefined {
    return this.byNumber.get(key.bill_type_number);
  }

  /** By the source's id first (a renumbered bill keeps its row), else by number. */
  find(ref: { externalId: string | null; key: Pick<BillKey, 'bill_type_number'> | null }): Bill | undefined {
    return (
      (ref.externalId === null ? undefined : this.byExternalId.get(ref.externalId)) ??
      (ref.key ? this.byNumber.get(ref.key.bill_type_number) : undefined)
    );
  }

  idOf(ref: {
    externalId: string | null;
    key: Pick<BillKey, 'bill_type_number'> | null;
  }): number | undefined {
    return this.find(ref)?.id;
  }

  all(): Bill[] {
    return [...this.byNumber.values()];
  }
}

interface SponsorColumns {
  primary_sponsor_id: number | null;
  sponsor_name: string | null;
  sponsors_known: number;
}

function sponsorColumns(sponsor: PersonRef | null, people: PeopleResolver | null): SponsorColumns {
  return {
    primary_sponsor_id: sponsor && people ? people.resolve(sponsor) : null,
    sponsor_name: sponsor?.name ?? null,
    sponsors_known: 1,
  };
}

/**
 * Writes the rows of records that carry identity (reporting a number listed twice) and returns the
 * session's bills with them. Bills named without identity must be stored already; their history and
 * other parts are written by the writers after this one.
 */
export async function writeBills(
  trx: Db,
  scope: SessionScope,
  records: BillRecord[],
  people: PeopleResolver | null,
  report: ImportReport,
  refs?: BillRefs,
): Promise<SessionBills> {
  const bills = await SessionBills.load(trx, scope.sessionId, refs);
  const seen = new Set<string>();
  const groups = new Map<string, { records: BillRecord[]; rows: Row[] }>();
  for (const record of records) {
    if (!record.identity || record.externalId === null) continue;
    const number = record.key.bill_type_number;
    if (seen.has(number)) {
      reject(report, 'bill listed twice', `${number} appears twice`);
      continue;
    }
    seen.add(number);
    const { mode, chamber, title } = record.identity;
    const stored = mode === 'authoritative' ? bills.find(record) : bills.stored(record.key);
    const row: Row = {
      // A bill first stored by another source keeps its id unless this source's is authoritative.
      external_id: mode === 'authoritative' || !stored ? record.externalId : stored.external_id,
      jurisdiction_id: scope.jurisdictionId,
      session_id: scope.sessionId,
      chamber,
      ...record.key,
      title,
      source_url: scope.billUrlOf(record.key),
      ...(record.sponsors ? sponsorColumns(record.sponsors.primary, people) : {}),
    };
    const group = `${mode} ${record.sponsors ? 'with sponsors' : ''}`;
    const entry = groups.get(group) ?? { records: [], rows: [] };
    entry.records.push(record);
    entry.rows.push(row);
    groups.set(group, entry);
  }
  for (const [group, { rows }] of groups) {
    const authoritative = group.startsWith('authoritative');
    const owned = [
      ...(authoritative ? IDENTITY_COLUMNS : []),
      'source_url',
      ...(group.endsWith('with sponsors') ? SPONSOR_COLUMNS : []),
    ];
    await syncKeyedRows(
      trx,
      {
        table: 'bills',
        rows,
        ownedColumns: owned,
        insertDefaults: NEW_BILL_DEFAULTS,
        findStored: (row) =>
          bills.find({
            externalId: authoritative ? String(row.external_id) : null,
            key: { bill_type_number: String(row.bill_type_number) },
          }),
      },
      countsFor(report, 'bills'),
    );
  }
  return rememberWritten(trx, scope.sessionId, bills, records, refs);
}

/** The written bills as stored now (ids of new ones, adopted external ids), keyed as their records name them. */
async function rememberWritten(
  trx: Db,
  sessionId: number,
  bills: SessionBills,
  records: BillRecord[],
  refs: BillRefs | undefined,
): Promise<SessionBills> {
  const written = records.filter((record) => record.identity && record.externalId !== null);
  if (written.length === 0) return bills;
  const fresh = await SessionBills.load(trx, sessionId, refs);
  for (const record of written) {
    const bill = fresh.stored(record.key);
    if (bill && record.externalId !== null) fresh.remember(record.externalId, bill);
  }
  return fresh;
}
