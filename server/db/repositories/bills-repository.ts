import type { Db } from '../database.js';

export interface BillListFilter {
  sessionName?: string;
  chamber: 'all' | 'house' | 'senate';
  limit: number;
  offset: number;
}

export function billsRepository(db: Db) {
  const summaries = () =>
    db
      .selectFrom('bills as b')
      .innerJoin('legislative_sessions as s', 's.id', 'b.session_id')
      .leftJoin('legislators as sponsor', 'sponsor.id', 'b.primary_sponsor_id')
      .select([
        'b.id',
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
        's.name as session_name',
        'sponsor.id as sponsor_id',
        'sponsor.short_full_name as sponsor_short_full_name',
      ]);

  return {
    async currentSessionName(): Promise<string | undefined> {
      const row = await db
        .selectFrom('legislative_sessions')
        .select('name')
        .orderBy('is_current', 'desc')
        .orderBy('end_date', 'desc')
        .executeTakeFirst();
      return row?.name;
    },

    /** Most recently active bills first; ties broken by id so pages never overlap. */
    async list({ sessionName, chamber, limit, offset }: BillListFilter) {
      let query = summaries();
      if (sessionName) query = query.where('s.name', '=', sessionName);
      if (chamber !== 'all') query = query.where('b.chamber', '=', chamber);
      return query
        .orderBy('b.last_action_date', (ob) => ob.desc().nullsLast())
        .orderBy('b.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    async findById(id: number) {
      return summaries().where('b.id', '=', id).executeTakeFirst();
    },

    async detailsOf(billId: number) {
      const [cosponsors, categories, citations, summary, actions] = await Promise.all([
        db
          .selectFrom('bill_cosponsors as bc')
          .innerJoin('legislators as l', 'l.id', 'bc.legislator_id')
          .select(['l.id', 'l.short_full_name'])
          .where('bc.bill_id', '=', billId)
          .orderBy('l.family_name')
          .execute(),
        db
          .selectFrom('bill_categories as bc')
          .innerJoin('categories as c', 'c.id', 'bc.category_id')
          .select('c.name')
          .where('bc.bill_id', '=', billId)
          .orderBy('c.name')
          .execute(),
        db
          .selectFrom('bill_citations')
          .select('citation')
          .where('bill_id', '=', billId)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('bill_summaries')
          .select('description')
          .where('bill_id', '=', billId)
          .orderBy('id')
          .executeTakeFirst(),
        db
          .selectFrom('bill_actions')
          .select(['id', 'action_date', 'branch', 'action_text'])
          .where('bill_id', '=', billId)
          .orderBy('sequence')
          .execute(),
      ]);
      return {
        cosponsors,
        categories: categories.map((c) => c.name),
        citations: citations.map((c) => c.citation),
        summary: summary?.description ?? null,
        actions,
      };
    },
  };
}
