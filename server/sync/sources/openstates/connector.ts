// Any state from the Open States API v3, in phases: people (sponsors and voters resolve against them),
// bills, events. Bills are incremental: sorted by updated_at, from the last run's latest updated_at minus
// OVERLAP (a bill written by a scrape that committed after we read keeps an older updated_at), read page
// by page with the query re-anchored at the latest updated_at seen (keyset paging: a bill updated during
// the run moves to the end rather than shifting one we have not read onto a page we have). People (about
// two hundred a state) and the events of the last EVENT_DAYS days onward are read whole each run; what
// did not change is not written (fingerprints).
import { parseSessionName } from '../../../db/import/session-names.js';
import { writeMeetingRecords } from '../../../db/import/write-meetings.js';
import { writePeopleRecords } from '../../../db/import/write-people.js';
import { writeSessionRecords } from '../../../db/import/write-session.js';
import type { MeetingRecord } from '../../../db/import/records.js';
import { reject, tally } from '../../../db/import/import-report.js';
import { profileFor } from '../../../jurisdictions/state-profiles.js';
import { fingerprint } from '../../fingerprint.js';
import type { SyncContext } from '../../sync-context.js';
import type { ResourceUpdate } from '../../sync-store.js';
import { billFromApi, type OpenStatesBill } from './bill-records.js';
import { meetingFromEvent } from './event-records.js';
import { personFromApi } from './people-records.js';

/** How far before the last run's latest updated_at a run starts again. */
export const OVERLAP_MS = 60 * 60 * 1000;
/** Events from this many days ago onward (the API lists events by start date, without updated_since). */
export const EVENT_DAYS = 14;
/** The API's largest pages (api/bills.py max_per_page 20; people 50; events 20). */
const BILLS_PER_PAGE = 20;
const PEOPLE_PER_PAGE = 50;
const EVENTS_PER_PAGE = 20;
const BILL_INCLUDES = ['actions', 'sponsorships', 'votes', 'abstracts'];

const PHASES = ['people', 'bills', 'events'] as const;
type Phase = (typeof PHASES)[number];

interface Checkpoint {
  phase: Phase;
  /** bills: the updated_since of the page to read next, and its page (past a full page of equal times). */
  since?: string | null;
  page?: number;
}

interface Cursor {
  billsUpdatedSince?: string;
}

interface Page {
  results: unknown[];
  maxPage: number;
}

function pageOf(body: unknown): Page {
  const { results, pagination } = (body ?? {}) as { results?: unknown; pagination?: { max_page?: unknown } };
  return {
    results: Array.isArray(results) ? results : [],
    maxPage: typeof pagination?.max_page === 'number' ? pagination.max_page : 1,
  };
}

function query(params: Record<string, string | number | readonly string[] | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  return search.toString();
}

/** datetime.fromisoformat reads this in every Python the API runs on (UTC, milliseconds, explicit offset). */
export function updatedSinceParam(instant: number): string {
  return new Date(instant).toISOString().replace('Z', '+00:00');
}

function sinceForRun(ctx: SyncContext): string | null {
  const previous = (ctx.cursor as Cursor | null)?.billsUpdatedSince;
  if (ctx.full || !previous) return null;
  return updatedSinceParam(Date.parse(previous) - OVERLAP_MS);
}

async function getPage(ctx: SyncContext, path: string, params: Parameters<typeof query>[0]): Promise<Page> {
  const answer = await ctx.client.getJson(`${ctx.baseUrl}${path}?${query(params)}`);
  if (answer.kind === 'missing') return { results: [], maxPage: 0 };
  if (answer.kind !== 'fresh') return { results: [], maxPage: 0 };
  return pageOf(answer.body);
}

/** Items whose body did not change since last written are left out; the rest with their resource update. */
async function changedItems(
  ctx: SyncContext,
  items: unknown[],
  resourceOf: (item: Record<string, unknown>) => string | null,
  printOf: (item: Record<string, unknown>) => string,
): Promise<{ changed: { item: unknown; update: ResourceUpdate }[]; unchanged: number }> {
  const keyed = items.flatMap((item) => {
    const resource = resourceOf((item ?? {}) as Record<string, unknown>);
    return resource ? [{ item, resource }] : [];
  });
  const known = await ctx.resources.get(
    ctx.jurisdictionId(),
    keyed.map(({ resource }) => resource),
  );
  const changed: { item: unknown; update: ResourceUpdate }[] = [];
  for (const { item, resource } of keyed) {
    const print = printOf(item as Record<string, unknown>);
    if (known.get(resource)?.fingerprint === print) continue;
    changed.push({ item, update: { resource, fingerprint: print } });
  }
  return { changed, unchanged: keyed.length - changed.length };
}

async function syncPeople(ctx: SyncContext, jurisdiction: string): Promise<void> {
  for (let page = 1; ; page += 1) {
    const { results, maxPage } = await getPage(ctx, '/people', {
      jurisdiction,
      include: ['other_names', 'links', 'offices'],
      per_page: Math.min(PEOPLE_PER_PAGE, ctx.batchSize),
      page,
    });
    const { changed } = await changedItems(
      ctx,
      results,
      (person) => `people/${String(person.id)}`,
      (person) => fingerprint(JSON.stringify(person)),
    );
    const people = changed.flatMap(({ item }) => personFromApi(item, ctx.stateCode) ?? []);
    ctx.progress.people += people.length;
    await ctx.commit({
      write: (trx, state) => writePeopleRecords(trx, state, { people, committees: [] }, ctx.report),
      resources: changed.map(({ update }) => update),
      checkpoint: { phase: 'people' },
    });
    if (page >= maxPage) return;
  }
}

/** Writes one page of bills, grouped by session; counts them new, changed or unchanged. */
async function writeBillPage(ctx: SyncContext, results: unknown[], checkpoint: Checkpoint): Promise<void> {
  const timeZone = profileFor(ctx.stateCode).timeZone;
  // updated_at changes with every scrape: a bill equal in everything else is unchanged.
  const { changed, unchanged } = await changedItems(
    ctx,
    results,
    (bill) => `bills/${String(bill.id)}`,
    (bill) => fingerprint(JSON.stringify({ ...bill, updated_at: null })),
  );
  ctx.progress.billsUnchanged += unchanged;
  const bySession = new Map<string, OpenStatesBill[]>();
  for (const { item } of changed) {
    const bill = billFromApi(item, timeZone);
    if (!bill) {
      const { id, identifier } = (item ?? {}) as { id?: unknown; identifier?: unknown };
      reject(ctx.report, 'bill identifier not like "H 123"', `${String(id)}: '${String(identifier)}'`);
      continue;
    }
    tally(ctx.report, 'votes not taken by the House or Senate', bill.skippedVotes);
    bySession.set(bill.session, [...(bySession.get(bill.session) ?? []), bill]);
  }
  await ctx.commit({
    write: async (trx, state) => {
      for (const [identifier, bills] of bySession) {
        const before = await trx
          .selectFrom('bills')
          .select('external_id')
          .where(
            'external_id',
            'in',
            bills.map((bill) => bill.record.externalId ?? ''),
          )
          .execute();
        const stored = new Set(before.map((row) => row.external_id));
        for (const bill of bills) {
          if (stored.has(bill.record.externalId ?? '')) ctx.progress.billsChanged += 1;
          else ctx.progress.billsNew += 1;
          ctx.progress.actions += bill.record.actions?.length ?? 0;
          ctx.progress.rollCalls += bill.rollCalls.length;
        }
        const session = parseSessionName(identifier, ctx.stateCode);
        const records = {
          session,
          bills: bills.map((bill) => bill.record),
          rollCalls: bills.flatMap((bill) => bill.rollCalls),
        };
        await writeSessionRecords(trx, state, records, ctx.report);
      }
    },
    resources: changed.map(({ update }) => update),
    checkpoint,
  });
}

/** Returns the latest updated_at seen (the next run's cursor), or the previous cursor when none was. */
async function syncBills(
  ctx: SyncContext,
  jurisdiction: string,
  resumed: Checkpoint | null,
): Promise<string | null> {
  let since = resumed?.phase === 'bills' ? (resumed.since ?? null) : sinceForRun(ctx);
  let page = resumed?.phase === 'bills' ? (resumed.page ?? 1) : 1;
  let latest: string | null = (ctx.cursor as Cursor | null)?.billsUpdatedSince ?? null;
  for (;;) {
    const { results, maxPage } = await getPage(ctx, '/bills', {
      jurisdiction,
      sort: 'updated_asc',
      updated_since: since,
      include: BILL_INCLUDES,
      per_page: Math.min(BILLS_PER_PAGE, ctx.batchSize),
      page,
    });
    const newest = results
      .map((bill) => String((bill as { updated_at?: unknown } | null)?.updated_at ?? ''))
      .filter((updatedAt) => !Number.isNaN(Date.parse(updatedAt)))
      .sort((a, b) => Date.parse(a) - Date.parse(b))
      .at(-1);
    if (newest && (!latest || Date.parse(newest) > Date.parse(latest))) latest = newest;
    const last = page >= maxPage || results.length === 0;
    // Re-anchored at the newest time read; a page that is all one time goes on by page number.
    const next: Checkpoint =
      newest && (!since || Date.parse(newest) > Date.parse(since))
        ? { phase: 'bills', since: updatedSinceParam(Date.parse(newest)), page: 1 }
        : { phase: 'bills', since, page: page + 1 };
    await writeBillPage(ctx, results, last ? { phase: 'events' } : next);
    if (last) return latest;
    // A page re-anchored at its own newest time starts with the bills of that time again: unchanged.
    since = next.since ?? null;
    page = next.page ?? 1;
    if (next.page === 1 && results.length < Math.min(BILLS_PER_PAGE, ctx.batchSize)) return latest;
  }
}

async function syncEvents(ctx: SyncContext, jurisdiction: string): Promise<void> {
  const timeZone = profileFor(ctx.stateCode).timeZone;
  const after = new Date(Date.parse(`${ctx.today}T00:00:00Z`) - EVENT_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  for (let page = 1; ; page += 1) {
    const { results, maxPage } = await getPage(ctx, '/events', {
      jurisdiction,
      after,
      include: ['participants', 'agenda', 'links', 'sources'],
      per_page: Math.min(EVENTS_PER_PAGE, ctx.batchSize),
      page,
    });
    const { changed } = await changedItems(
      ctx,
      results,
      (event) => `events/${String(event.id)}`,
      (event) => fingerprint(JSON.stringify(event)),
    );
    const meetings: MeetingRecord[] = changed.flatMap(({ item }) => meetingFromEvent(item, timeZone) ?? []);
    ctx.progress.meetings += meetings.length;
    await ctx.commit({
      write: (trx, state) => writeMeetingRecords(trx, state, meetings, ctx.report),
      resources: changed.map(({ update }) => update),
      checkpoint: { phase: 'events' },
    });
    if (page >= maxPage || results.length === 0) return;
  }
}

function asCheckpoint(value: unknown): Checkpoint | null {
  const checkpoint = value as Partial<Checkpoint> | null;
  return checkpoint && PHASES.includes(checkpoint.phase as Phase) ? (checkpoint as Checkpoint) : null;
}

export async function syncOpenStates(ctx: SyncContext): Promise<Cursor> {
  const jurisdiction = profileFor(ctx.stateCode).ocdId;
  const resumed = asCheckpoint(ctx.checkpoint);
  const from = resumed ? PHASES.indexOf(resumed.phase) : 0;
  let latest: string | null = (ctx.cursor as Cursor | null)?.billsUpdatedSince ?? null;
  for (const phase of PHASES.slice(from)) {
    if (phase === 'people') await syncPeople(ctx, jurisdiction);
    if (phase === 'bills') latest = await syncBills(ctx, jurisdiction, resumed);
    if (phase === 'events') await syncEvents(ctx, jurisdiction);
  }
  return latest ? { billsUpdatedSince: latest } : {};
}
