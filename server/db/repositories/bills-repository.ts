import type { Db } from '../database.js';
import { latestActionFirst } from './bill-queries.js';
import { paged, type Page } from './paging.js';
import { inRequestState } from './request-state.js';
import { shortNameAsOf } from './names-as-of.js';
import { sql } from 'kysely';

/** The day a bill's sponsors are named as of: when it was filed, else when its session began. */
const billDay = sql<string>`coalesce(b.filed_date, s.start_date)`;

export interface BillListFilter extends Page {
  sessionName?: string;
  chamber: 'all' | 'house' | 'senate';
}

/** Bills with their session and sponsor: every bill list and page starts from this (present-bill.ts). */
export function selectBillSummaries(db: Db) {
  return db
    .selectFrom('bills as b')
    .innerJoin('legislative_sessions as s', 's.id', 'b.session_id')
    .leftJoin('legislators as sponsor', 'sponsor.id', 'b.primary_sponsor_id')
    .select([
      'b.id',
      'b.jurisdiction_id',
      'b.external_id',
      'b.source_url',
      'b.bill_type_number',
      'b.title',
      'b.short_title',
      'b.chamber',
      'b.status',
      'b.progress',
      'b.session_law',
      'b.last_action_date',
      'b.filed_date',
      'b.sponsor_name',
      'b.actions_known',
      'b.sponsors_known',
      's.name as session_name',
      'sponsor.id as sponsor_id',
    ])
    .select(shortNameAsOf<string | null>('sponsor', billDay).as('sponsor_short_full_name'));
}

export function billsRepository(db: Db) {
  const summaries = () => selectBillSummaries(db);

  const repository = {
    async currentSessionName(): Promise<string | undefined> {
      const row = await db
        .selectFrom('legislative_sessions')
        .select('name')
        .$call(inRequestState('jurisdiction_id'))
        .orderBy('is_current', 'desc')
        .orderBy('end_date', 'desc')
        .executeTakeFirst();
      return row?.name;
    },

    /** The state's sessions, newest first, with which one is current. */
    async sessionsNewestFirst() {
      return db
        .selectFrom('legislative_sessions')
        .select(['name', 'is_current'])
        .$call(inRequestState('jurisdiction_id'))
        .orderBy('start_date', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Most recently active bills first. */
    async list({ sessionName, chamber, ...page }: BillListFilter) {
      let query = summaries().$call(inRequestState('b.jurisdiction_id'));
      if (sessionName) query = query.where('s.name', '=', sessionName);
      if (chamber !== 'all') query = query.where('b.chamber', '=', chamber);
      return query.$call(latestActionFirst).$call(paged(page)).execute();
    },

    /** Most recently filed first (dockets and late filings). */
    async newest(limit: number) {
      return summaries()
        .$call(inRequestState('b.jurisdiction_id'))
        .orderBy('b.filed_date', (ob) => ob.desc().nullsLast())
        .orderBy('b.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Bills that became session law, most recently acted on (signed) first. */
    async recentLaws(limit: number) {
      return summaries()
        .$call(inRequestState('b.jurisdiction_id'))
        .where('b.session_law', 'is not', null)
        .$call(latestActionFirst)
        .limit(limit)
        .execute();
    },

    /** One user's viewed bills, last viewed first. */
    async viewedBy(userId: number, limit: number) {
      return summaries()
        .$call(inRequestState('b.jurisdiction_id'))
        .innerJoin('viewed_bills as v', 'v.bill_id', 'b.id')
        .select('v.viewed_at')
        .where('v.user_id', '=', userId)
        .orderBy('v.viewed_at', 'desc')
        .orderBy('b.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** One row per user and bill: viewing again moves the bill to the top of the viewed list. */
    async recordView(userId: number, billId: number, viewedAt: string) {
      await db
        .insertInto('viewed_bills')
        .values({ user_id: userId, bill_id: billId, viewed_at: viewedAt })
        .onConflict((oc) => oc.columns(['user_id', 'bill_id']).doUpdateSet({ viewed_at: viewedAt }))
        .execute();
    },

    async findById(id: number) {
      return summaries().where('b.id', '=', id).executeTakeFirst();
    },

    async findManyById(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return summaries().where('b.id', 'in', ids).execute();
    },

    async actionsOf(billId: number) {
      return db
        .selectFrom('bill_actions')
        .select(['id', 'action_date', 'branch', 'abbreviation', 'action_text'])
        .where('bill_id', '=', billId)
        .orderBy('sequence')
        .execute();
    },

    async summaryOf(billId: number): Promise<string | null> {
      const row = await db
        .selectFrom('bill_summaries')
        .select('description')
        .where('bill_id', '=', billId)
        .orderBy('id')
        .executeTakeFirst();
      return row?.description ?? null;
    },

    async citationsOf(billId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('bill_citations')
        .select('citation')
        .where('bill_id', '=', billId)
        .orderBy('id')
        .execute();
      return rows.map((row) => row.citation);
    },

    async categoriesOf(billId: number) {
      return db
        .selectFrom('bill_categories as bc')
        .innerJoin('categories as c', 'c.id', 'bc.category_id')
        .select(['c.id', 'c.name'])
        .where('bc.bill_id', '=', billId)
        .orderBy('c.name')
        .execute();
    },

    async cosponsorsOf(billId: number) {
      return db
        .selectFrom('bill_cosponsors as bc')
        .innerJoin('legislators as l', 'l.id', 'bc.legislator_id')
        .innerJoin('bills as b', 'b.id', 'bc.bill_id')
        .innerJoin('legislative_sessions as s', 's.id', 'b.session_id')
        .select(['l.id', shortNameAsOf('l', billDay).as('short_full_name')])
        .where('bc.bill_id', '=', billId)
        .orderBy('l.family_name')
        .orderBy('l.id')
        .execute();
    },

    /** Roll calls on the bill in the order they were taken. */
    async votesOf(billId: number) {
      return db
        .selectFrom('roll_calls')
        .select([
          'id',
          'vote_date',
          'chamber',
          'roll_call_number',
          'motion',
          'result',
          'yes_count',
          'no_count',
          'absent_count',
          'counts_source',
        ])
        .where('bill_id', '=', billId)
        .orderBy('vote_date')
        .orderBy('roll_call_number')
        .orderBy('id')
        .execute();
    },

    async detailsOf(billId: number) {
      const [cosponsors, categories, citations, summary, actions] = await Promise.all([
        repository.cosponsorsOf(billId),
        repository.categoriesOf(billId),
        repository.citationsOf(billId),
        repository.summaryOf(billId),
        repository.actionsOf(billId),
      ]);
      return {
        cosponsors,
        categories: categories.map((c) => c.name),
        citations,
        summary,
        actions,
      };
    },
  };
  return repository;
}
