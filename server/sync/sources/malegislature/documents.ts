// The bills of a General Court from malegislature.gov. The API has no change feed, so each run lists the
// documents (one request), then reads in batches: every document never read (whole: document, history,
// roll calls), the history and document of every bill likely to have moved (an action in the last
// ACTIVE_DAYS days, or a hearing coming up on /Hearings), and a rolling slice of the rest
// (rolling-plan.ts). A response equal to the one last written (its SHA-256) or answered 304 is not
// written again; a bill is written only in the parts that changed.
import { parseBillIdentifier, type BillKey } from '../../../db/import/bill-identifiers.js';
import { ImportFileError, reject } from '../../../db/import/import-report.js';
import { billFromDocument } from '../../../db/import/malegislature-documents.js';
import type { ActionRecord, BillRecord, RollCallRecord } from '../../../db/import/records.js';
import { ordinal, sessionForGeneralCourt } from '../../../db/import/session-names.js';
import { writeSessionRecords } from '../../../db/import/write-session.js';
import type { Db } from '../../../db/database.js';
import { fingerprint } from '../../fingerprint.js';
import type { JsonResponse } from '../../http/polite-client.js';
import { planned, rollingPlan } from '../../rolling-plan.js';
import type { SyncContext } from '../../sync-context.js';
import type { ResourceState, ResourceUpdate } from '../../sync-store.js';
import { malegislaturePaths, malegislatureResources } from './api.js';
import { citedRollCalls, historyFromResponse } from './history-records.js';
import { upcomingHearingBills } from './hearings.js';
import { rollCallFromResponse } from './roll-call-records.js';

/** A bill acted on within this many days is re-read every run: it is moving. */
export const ACTIVE_DAYS = 30;

interface BillRead {
  number: string;
  key: BillKey;
  record: BillRecord | null;
  rollCalls: RollCallRecord[];
  updates: ResourceUpdate[];
  /** The roll calls a changed document lists (Branch, RollCallNumber). */
  rollCallSummaries: unknown[];
}

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** The document numbers the listing gives: the bill number, or the docket number of a docket. */
function listedNumbers(body: unknown): string[] {
  if (!Array.isArray(body)) return [];
  return (body as unknown[]).flatMap((entry) => {
    const document = (entry ?? {}) as Record<string, unknown>;
    const number = document.BillNumber ?? document.DocketNumber;
    return typeof number === 'string' && parseBillIdentifier(number) ? [number.toUpperCase()] : [];
  });
}

/** Bills of the session acted on lately, by document number ('H100'). */
async function activeNumbers(ctx: SyncContext, sessionName: string): Promise<Set<string>> {
  const jurisdictionId = ctx.jurisdictionId();
  if (jurisdictionId === null) return new Set();
  const rows = await ctx.db
    .selectFrom('bills as b')
    .innerJoin('legislative_sessions as s', 's.id', 'b.session_id')
    .select(['b.bill_type', 'b.bill_number'])
    .where('b.jurisdiction_id', '=', jurisdictionId)
    .where('s.name', '=', sessionName)
    .where('b.last_action_date', '>=', daysBefore(ctx.today, ACTIVE_DAYS))
    .execute();
  return new Set(rows.map((row) => `${row.bill_type}${row.bill_number}`));
}

/** The stored history of bills, for dating roll calls when the history itself was not re-read. */
async function storedActions(
  db: Db,
  jurisdictionId: number | null,
  keys: BillKey[],
): Promise<Map<string, ActionRecord[]>> {
  const byBill = new Map<string, ActionRecord[]>();
  if (keys.length === 0 || jurisdictionId === null) return byBill;
  const rows = await db
    .selectFrom('bill_actions as a')
    .innerJoin('bills as b', 'b.id', 'a.bill_id')
    .select(['b.bill_type_number', 'a.action_date', 'a.branch', 'a.action_text'])
    .where('b.jurisdiction_id', '=', jurisdictionId)
    .where(
      'b.bill_type_number',
      'in',
      keys.map((key) => key.bill_type_number),
    )
    .orderBy('a.sequence')
    .execute();
  for (const row of rows) {
    const actions = byBill.get(row.bill_type_number) ?? [];
    actions.push({ date: row.action_date, branch: row.branch, text: row.action_text });
    byBill.set(row.bill_type_number, actions);
  }
  return byBill;
}

interface Fetched {
  answer: JsonResponse;
  update: ResourceUpdate;
  /** The body changed since it was last written. */
  changed: boolean;
}

async function read(
  ctx: SyncContext,
  url: string,
  resource: string,
  stored: ResourceState | undefined,
): Promise<Fetched> {
  const answer = await ctx.client.getJson(url, stored);
  if (answer.kind !== 'fresh') return { answer, update: { resource }, changed: false };
  const print = fingerprint(answer.text);
  return {
    answer,
    update: { resource, validators: answer.validators, fingerprint: print },
    changed: print !== stored?.fingerprint,
  };
}

async function readBill(
  ctx: SyncContext,
  court: number,
  number: string,
  known: Map<string, ResourceState>,
): Promise<BillRead | null> {
  const key = parseBillIdentifier(number);
  if (!key) return null;
  const paths = malegislaturePaths(court);
  const resources = malegislatureResources(court);
  const courtName = ordinal(court);
  const [document, history] = await Promise.all([
    read(
      ctx,
      `${ctx.baseUrl}${paths.document(number)}`,
      resources.document(number),
      known.get(resources.document(number)),
    ),
    read(
      ctx,
      `${ctx.baseUrl}${paths.history(number)}`,
      resources.history(number),
      known.get(resources.history(number)),
    ),
  ]);
  const bill: BillRead = { number, key, record: null, rollCalls: [], updates: [], rollCallSummaries: [] };
  if (document.answer.kind === 'missing') {
    reject(ctx.report, 'document listed but not found', `${number}: ${paths.document(number)}`);
    return bill;
  }
  bill.updates.push(document.update);
  if (history.answer.kind !== 'missing') bill.updates.push(history.update);
  const record: BillRecord = {
    key,
    externalId: `malegislature:${courtName}:${key.bill_type}${key.bill_number}`,
  };
  if (document.answer.kind === 'fresh') {
    // Listed roll calls not yet written are read whether or not the rest of the document changed: one
    // the history did not date yet is dated once it does.
    const listed = (document.answer.body as { RollCalls?: unknown } | null)?.RollCalls;
    bill.rollCallSummaries = Array.isArray(listed) ? listed : [];
  }
  if (document.changed && document.answer.kind === 'fresh') {
    try {
      Object.assign(record, billFromDocument(document.answer.body, paths.document(number), ordinal).record);
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      reject(ctx.report, 'document not readable', error.message);
      // Read again next run: the stored fingerprint stays the old one.
      bill.updates = bill.updates.filter((update) => update.resource !== resources.document(number));
    }
  }
  if (history.changed && history.answer.kind === 'fresh') {
    const actions = historyFromResponse(history.answer.body);
    if (actions) {
      record.actions = actions;
      // A document answered 304 lists nothing here: the history's citations name the roll calls too.
      bill.rollCallSummaries.push(
        ...citedRollCalls(actions).map(({ branch, rollCallNumber }) => ({
          Branch: branch,
          RollCallNumber: rollCallNumber,
        })),
      );
    } else reject(ctx.report, 'history not readable', `${number}: ${paths.history(number)}`);
  }
  if (record.identity || record.actions) bill.record = record;
  return bill;
}

/** The roll calls a changed document lists that were never written, dated by the bill's history. */
async function readRollCalls(
  ctx: SyncContext,
  court: number,
  bills: BillRead[],
  historyOf: (bill: BillRead) => ActionRecord[],
): Promise<void> {
  const paths = malegislaturePaths(court);
  const resources = malegislatureResources(court);
  const wanted = bills.flatMap((bill) =>
    bill.rollCallSummaries.flatMap((summary) => {
      const { Branch: branch, RollCallNumber: rollCallNumber } = (summary ?? {}) as Record<string, unknown>;
      return typeof branch === 'string' && typeof rollCallNumber === 'number'
        ? [{ bill, branch, rollCallNumber, resource: resources.rollCall(branch, rollCallNumber) }]
        : [];
    }),
  );
  const known = await ctx.resources.get(
    ctx.jurisdictionId(),
    wanted.map((rollCall) => rollCall.resource),
  );
  // The document lists it and the history cites it: one read.
  const unique = [...new Map(wanted.map((rollCall) => [rollCall.resource, rollCall])).values()];
  await Promise.all(
    unique
      .filter((rollCall) => !known.get(rollCall.resource)?.fingerprint)
      .map(async ({ bill, branch, rollCallNumber, resource }) => {
        const answer = await ctx.client.getJson(`${ctx.baseUrl}${paths.rollCall(branch, rollCallNumber)}`);
        if (answer.kind !== 'fresh') return;
        const outcome = rollCallFromResponse(answer.body, {
          court: ordinal(court),
          bill: bill.key,
          actions: historyOf(bill),
        });
        if ('rejected' in outcome)
          return reject(
            ctx.report,
            outcome.rejected,
            `${bill.number}: ${branch} roll call ${rollCallNumber}`,
          );
        bill.rollCalls.push(outcome.record);
        // Written once: a roll call does not change after it is taken.
        bill.updates.push({ resource, validators: answer.validators, fingerprint: fingerprint(answer.text) });
      }),
  );
}

export async function syncDocuments(ctx: SyncContext, court: number): Promise<void> {
  const paths = malegislaturePaths(court);
  const resources = malegislatureResources(court);
  const session = sessionForGeneralCourt(court);
  const listing = await ctx.client.getJson(`${ctx.baseUrl}${paths.documents}`);
  if (listing.kind !== 'fresh') return;
  const numbers = listedNumbers(listing.body);
  const checked = await ctx.resources.under(ctx.jurisdictionId(), resources.documentPrefix);
  const checkedAt = new Map(
    [...checked].map(([resource, at]) => [resource.slice(resources.documentPrefix.length), at]),
  );
  const hot = new Set([
    ...(await activeNumbers(ctx, session.name)),
    ...(await upcomingHearingBills(ctx, court)),
  ]);
  const todo = planned(
    rollingPlan({ keys: numbers, checkedAt, hot, runStartedAt: ctx.runStartedAt, full: ctx.full }),
  );
  for (let start = 0; start < todo.length; start += ctx.batchSize) {
    const batch = todo.slice(start, start + ctx.batchSize);
    const known = await ctx.resources.get(
      ctx.jurisdictionId(),
      batch.flatMap((number) => [resources.document(number), resources.history(number)]),
    );
    const bills = (await Promise.all(batch.map((number) => readBill(ctx, court, number, known)))).filter(
      (bill): bill is BillRead => bill !== null,
    );
    // Read everything before the transaction: it never waits on the network.
    const undated = bills.filter((bill) => bill.rollCallSummaries.length > 0 && !bill.record?.actions);
    const stored = await storedActions(
      ctx.db,
      ctx.jurisdictionId(),
      undated.map((bill) => bill.key),
    );
    await readRollCalls(
      ctx,
      court,
      bills,
      (bill) => bill.record?.actions ?? stored.get(bill.key.bill_type_number) ?? [],
    );
    await ctx.commit({
      write: async (trx, state) => {
        await countBills(trx, state.id, session.name, bills, ctx);
        const records = bills.flatMap((bill) => (bill.record ? [bill.record] : []));
        const rollCalls = bills.flatMap((bill) => bill.rollCalls);
        if (records.length > 0 || rollCalls.length > 0) {
          await writeSessionRecords(trx, state, { session, bills: records, rollCalls }, ctx.report);
        }
      },
      resources: bills.flatMap((bill) => bill.updates),
      checkpoint: { phase: 'documents', court },
    });
  }
}

/** New (not stored before), changed or unchanged, for the progress line. */
async function countBills(
  trx: Db,
  jurisdictionId: number,
  sessionName: string,
  bills: BillRead[],
  ctx: SyncContext,
) {
  const numbers = bills.map((bill) => bill.key.bill_type_number);
  const stored = new Set(
    numbers.length === 0
      ? []
      : (
          await trx
            .selectFrom('bills as b')
            .innerJoin('legislative_sessions as s', 's.id', 'b.session_id')
            .select('b.bill_type_number')
            .where('b.jurisdiction_id', '=', jurisdictionId)
            .where('s.name', '=', sessionName)
            .where('b.bill_type_number', 'in', numbers)
            .execute()
        ).map((row) => row.bill_type_number),
  );
  for (const bill of bills) {
    const changed = bill.record !== null || bill.rollCalls.length > 0;
    if (!stored.has(bill.key.bill_type_number) && bill.record?.identity) ctx.progress.billsNew += 1;
    else if (changed) ctx.progress.billsChanged += 1;
    else ctx.progress.billsUnchanged += 1;
    ctx.progress.actions += bill.record?.actions?.length ?? 0;
    ctx.progress.rollCalls += bill.rollCalls.length;
  }
}
