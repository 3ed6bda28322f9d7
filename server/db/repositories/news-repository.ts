import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../database.js';
import type { Chamber, Database } from '../types.js';
import { billReferenceColumns, inBillNumberOrder } from './bill-queries.js';
import { paged, type Page } from './paging.js';
import { inRequestState } from './request-state.js';

type NewsScope = ExpressionBuilder<Database, 'news_items'>;

/** Items about the chamber plus statewide items that name no chamber (documented on NewsChamberQuery). */
const inChamber = (chamber: Chamber) => (eb: NewsScope) =>
  eb.or([eb('news_items.chamber', '=', chamber), eb('news_items.chamber', 'is', null)]);

export interface NewsPageFilter extends Page {
  categoryId?: number;
}

export function newsRepository(db: Db) {
  const items = () =>
    db
      .selectFrom('news_items')
      .innerJoin('news_sources', 'news_sources.id', 'news_items.source_id')
      .leftJoin('news_categories', 'news_categories.id', 'news_items.category_id')
      .select([
        'news_items.id',
        'news_items.headline',
        'news_items.intro',
        'news_items.full_text',
        'news_items.external_url',
        'news_items.display_date',
        'news_items.chamber',
        'news_sources.name as source_name',
        'news_categories.id as category_id',
        'news_categories.name as category_name',
      ]);

  return {
    /** Newest first; ties broken by id so pages never overlap. */
    async latest({
      chamber,
      categoryIds,
      limit,
    }: {
      chamber: Chamber;
      categoryIds?: number[];
      limit: number;
    }) {
      if (categoryIds?.length === 0) return [];
      let query = items().where(inChamber(chamber)).$call(inRequestState('news_items.jurisdiction_id'));
      if (categoryIds) query = query.where('news_items.category_id', 'in', categoryIds);
      return query
        .orderBy('news_items.display_date', 'desc')
        .orderBy('news_items.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** The newest `perCategory` items of every category (a window function: one query for all groups). */
    async latestPerCategory({ chamber, perCategory }: { chamber: Chamber; perCategory: number }) {
      const ranked = db
        .selectFrom('news_items')
        .select((eb) => [
          'news_items.id as ranked_id',
          eb.fn
            .agg<number>('row_number')
            .over((over) =>
              over
                .partitionBy('news_items.category_id')
                .orderBy('news_items.display_date', 'desc')
                .orderBy('news_items.id', 'desc'),
            )
            .as('position'),
        ])
        .where('news_items.category_id', 'is not', null)
        .where(inChamber(chamber))
        .$call(inRequestState('news_items.jurisdiction_id'));
      return items()
        .innerJoin(ranked.as('ranked'), 'ranked.ranked_id', 'news_items.id')
        .where('ranked.position', '<=', perCategory)
        .orderBy('news_categories.name')
        .orderBy('news_categories.id')
        .orderBy('news_items.display_date', 'desc')
        .orderBy('news_items.id', 'desc')
        .execute();
    },

    async page({ categoryId, ...page }: NewsPageFilter) {
      let query = items().$call(inRequestState('news_items.jurisdiction_id'));
      if (categoryId !== undefined) query = query.where('news_items.category_id', '=', categoryId);
      return query
        .orderBy('news_items.display_date', 'desc')
        .orderBy('news_items.id', 'desc')
        .$call(paged(page))
        .execute();
    },

    async findById(id: number) {
      return items().where('news_items.id', '=', id).executeTakeFirst();
    },

    /** The bills each item links to, in bill-number order. */
    async billsOf(newsIds: readonly number[]) {
      if (newsIds.length === 0) return [];
      return db
        .selectFrom('news_item_bills as nb')
        .innerJoin('bills as b', 'b.id', 'nb.bill_id')
        .select(['nb.news_item_id', ...billReferenceColumns])
        .where('nb.news_item_id', 'in', newsIds)
        .$call(inBillNumberOrder)
        .execute();
    },

    async categories() {
      return db.selectFrom('news_categories').select(['id', 'name']).orderBy('name').orderBy('id').execute();
    },

    async categoryExists(id: number): Promise<boolean> {
      const row = await db.selectFrom('news_categories').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    /** The categories a signed-in user follows (spec §1: news categories are per user). */
    async selectedCategoryIds(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('user_news_categories')
        .select('category_id')
        .where('user_id', '=', userId)
        .execute();
      return rows.map((row) => row.category_id);
    },
  };
}

export type NewsRow = NonNullable<Awaited<ReturnType<ReturnType<typeof newsRepository>['findById']>>>;
