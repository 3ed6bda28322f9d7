// MeetingRecords (Open States events) → meetings, matched on external_id, and meeting_bills replaced per
// meeting. Meetings are never deleted: an event a source drops stays (a reader may have it on an agenda).
import type { Jurisdiction } from '../../jurisdictions/jurisdiction-context.js';
import type { Db } from '../database.js';
import { replaceChildren, storedByExternalId, syncKeyedRows, type Row } from './batch-writes.js';
import { CommitteeDirectory } from './committee-names.js';
import { countsFor, reject, type ImportReport } from './import-report.js';
import type { MeetingRecord } from './records.js';
import { parseSessionName } from './session-names.js';

const MEETING_COLUMNS = [
  'external_id',
  'jurisdiction_id',
  'meeting_type',
  'chamber',
  'committee_id',
  'title',
  'meeting_date',
  'meeting_time',
  'location',
  'url',
] as const;

/** The state's bills an agenda names: by id, else by session name and number. */
async function billIds(trx: Db, state: Jurisdiction, records: MeetingRecord[]) {
  const wanted = records.flatMap((record) => record.bills);
  const rows =
    wanted.length === 0
      ? []
      : await trx
          .selectFrom('bills as b')
          .innerJoin('legislative_sessions as s', 's.id', 'b.session_id')
          .select(['b.id', 'b.external_id', 'b.bill_type_number', 's.name as session'])
          .where('b.jurisdiction_id', '=', state.id)
          .where((eb) =>
            eb.or([
              eb(
                'b.external_id',
                'in',
                wanted.map((bill) => bill.externalId ?? ''),
              ),
              eb(
                'b.bill_type_number',
                'in',
                wanted.map((bill) => bill.key?.bill_type_number ?? ''),
              ),
            ]),
          )
          .execute();
  const byId = new Map(rows.map((row) => [row.external_id, row.id]));
  const byNumber = new Map(rows.map((row) => [`${row.session} ${row.bill_type_number}`, row.id]));
  return (bill: MeetingRecord['bills'][number]): number | undefined => {
    const byExternalId = bill.externalId ? byId.get(bill.externalId) : undefined;
    if (byExternalId !== undefined || !bill.key) return byExternalId;
    try {
      return byNumber.get(`${parseSessionName(bill.session, state.code).name} ${bill.key.bill_type_number}`);
    } catch {
      return undefined;
    }
  };
}

export async function writeMeetingRecords(
  trx: Db,
  state: Jurisdiction,
  records: MeetingRecord[],
  report: ImportReport,
): Promise<void> {
  if (records.length === 0) return;
  const directory = await CommitteeDirectory.load(trx, state.id);
  const rows: Row[] = records.map((record) => {
    const committee = record.committeeName ? directory.resolve(record.committeeName, null).committee : null;
    return {
      external_id: record.externalId,
      jurisdiction_id: state.id,
      meeting_type: record.type,
      chamber: committee?.chamber ?? record.chamber,
      committee_id: committee?.id ?? null,
      title: record.title,
      meeting_date: record.date,
      meeting_time: record.time,
      location: record.location,
      url: record.url,
    };
  });
  const stored = await storedByExternalId(
    trx,
    'meetings',
    records.map((record) => record.externalId),
  );
  const meetingIds = await syncKeyedRows(
    trx,
    {
      table: 'meetings',
      rows,
      ownedColumns: MEETING_COLUMNS,
      findStored: (row) => stored.get(String(row.external_id)),
    },
    countsFor(report, 'meetings'),
  );
  const billIdOf = await billIds(trx, state, records);
  const linksByMeeting = new Map<number, Row[]>();
  for (const record of records) {
    const meetingId = meetingIds.get(record.externalId);
    if (meetingId === undefined) continue;
    const ids = new Set<number>();
    for (const bill of record.bills) {
      const billId = billIdOf(bill);
      if (billId === undefined) {
        const named = bill.key?.bill_type_number ?? bill.externalId ?? 'a bill';
        reject(report, 'agenda bill not in database', `${record.title}: ${named}`);
      } else ids.add(billId);
    }
    linksByMeeting.set(
      meetingId,
      [...ids].map((billId) => ({ meeting_id: meetingId, bill_id: billId })),
    );
  }
  await replaceChildren(
    trx,
    {
      table: 'meeting_bills',
      parentColumn: 'meeting_id',
      columns: ['meeting_id', 'bill_id'],
      rowsByParent: linksByMeeting,
    },
    countsFor(report, 'meeting_bills'),
  );
}
