// `bills` and `bill_text` records: one per bill, and one per section of its text (the "chunks" that the
// AI-assisted search matches, spec §3), each carrying the bill's facets.
import type { Db } from '../../../db/database.js';
import { billUrl } from '../../../lib/urls.js';
import type { SearchRecord } from '../../types.js';
import { timestampOf } from '../index-definitions.js';
import { compact, groupBy, htmlToText, type StateCodes } from './text-utils.js';

export interface BillFacts {
  bill_id: number;
  state?: string;
  url: string;
  session_id: number;
  session_name: string;
  chamber: string;
  bill_type_number: string;
  title: string;
  sponsor?: string;
  progress?: string;
  status_name?: string;
  citations: string[];
  categories: string[];
  last_action_timestamp?: number;
}

/**
 * Every bill's facts, or only those of `billIds` (one bill's record for a followed search's check,
 * server/notifications/saved-searches.ts, built exactly as the index holds it).
 */
export async function loadBillFacts(db: Db, states: StateCodes, billIds?: readonly number[]) {
  if (billIds?.length === 0) return [];
  const some = billIds !== undefined;
  const ids = billIds ?? [];
  const [bills, categories, citations, summaries, actions] = await Promise.all([
    db
      .selectFrom('bills as b')
      .innerJoin('legislative_sessions as s', 's.id', 'b.session_id')
      .leftJoin('legislators as l', 'l.id', 'b.primary_sponsor_id')
      .select([
        'b.id',
        'b.jurisdiction_id',
        'b.session_id',
        's.name as session_name',
        'b.chamber',
        'b.bill_type',
        'b.bill_number',
        'b.bill_type_number',
        'b.title',
        'b.short_title',
        'b.status',
        'b.progress',
        'b.session_law',
        'b.last_action_date',
        'b.sponsor_name',
        'l.short_full_name as sponsor_short_full_name',
      ])
      .$if(some, (q) => q.where('b.id', 'in', ids))
      .orderBy('b.id')
      .execute(),
    db
      .selectFrom('bill_categories as bc')
      .innerJoin('categories as c', 'c.id', 'bc.category_id')
      .select(['bc.bill_id', 'c.name'])
      .$if(some, (q) => q.where('bc.bill_id', 'in', ids))
      .execute(),
    db
      .selectFrom('bill_citations')
      .select(['bill_id', 'citation'])
      .$if(some, (q) => q.where('bill_id', 'in', ids))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('bill_summaries')
      .select(['bill_id', 'description'])
      .$if(some, (q) => q.where('bill_id', 'in', ids))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('bill_actions')
      .select(['bill_id', 'sequence', 'action_text', 'action_date'])
      .$if(some, (q) => q.where('bill_id', 'in', ids))
      .execute(),
  ]);
  const categoriesByBill = groupBy(categories, (r) => r.bill_id);
  const citationsByBill = groupBy(citations, (r) => r.bill_id);
  const summaryByBill = new Map<number, string>();
  for (const s of summaries)
    if (!summaryByBill.has(s.bill_id)) summaryByBill.set(s.bill_id, htmlToText(s.description));
  const lastAction = new Map<number, (typeof actions)[number]>();
  for (const a of actions) {
    const known = lastAction.get(a.bill_id);
    if (!known || a.sequence > known.sequence) lastAction.set(a.bill_id, a);
  }
  return bills.map((bill) => {
    const facts: BillFacts = compact({
      bill_id: bill.id,
      state: states.get(bill.jurisdiction_id),
      url: billUrl(bill.id),
      session_id: bill.session_id,
      session_name: bill.session_name,
      chamber: bill.chamber,
      bill_type_number: bill.bill_type_number,
      title: bill.title,
      sponsor: bill.sponsor_short_full_name ?? bill.sponsor_name ?? undefined,
      // Bills whose source has no history have no Progress or Status facet value (never 'Filed').
      progress: bill.progress ?? undefined,
      status_name: bill.status ?? undefined,
      citations: (citationsByBill.get(bill.id) ?? []).map((c) => c.citation),
      categories: (categoriesByBill.get(bill.id) ?? []).map((c) => c.name).sort(),
      last_action_timestamp: timestampOf(bill.last_action_date),
    });
    return { bill, facts, summary: summaryByBill.get(bill.id), lastAction: lastAction.get(bill.id) };
  });
}

export function billRecords(loaded: Awaited<ReturnType<typeof loadBillFacts>>): SearchRecord[] {
  return loaded.map(
    ({ bill, facts, summary, lastAction }) =>
      compact({
        objectID: String(bill.id),
        id: bill.id,
        ...facts,
        short_title: bill.short_title ?? undefined,
        bill_number: bill.bill_number,
        bill_name_sponsor: `${bill.bill_type_number}: ${bill.short_title ?? bill.title}${facts.sponsor ? ` (${facts.sponsor})` : ''}`,
        description: summary,
        session_law: bill.session_law ?? undefined,
        last_action: lastAction?.action_text,
        last_action_date: bill.last_action_date ?? undefined,
      }) as SearchRecord,
  );
}

export async function billTextRecords(db: Db, facts: Map<number, BillFacts>): Promise<SearchRecord[]> {
  const sections = await db
    .selectFrom('bill_text_sections as s')
    .innerJoin('bill_texts as t', 't.id', 's.bill_text_id')
    .select(['s.id', 's.position', 's.heading', 's.body', 't.bill_id', 't.version'])
    .orderBy('s.id')
    .execute();
  return sections.flatMap((section) => {
    const bill = facts.get(section.bill_id);
    if (!bill) return [];
    return [
      compact({
        objectID: `section-${section.id}`,
        ...bill,
        bill_text__id: section.id,
        version: section.version,
        position: section.position,
        heading: section.heading ?? undefined,
        text: section.body,
        fields_score_tags: [{ tag: section.heading ?? 'Bill text' }],
      }) as SearchRecord,
    ];
  });
}
