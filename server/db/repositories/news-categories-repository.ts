import type { Db } from '../database.js';
import { inTransaction } from './in-transaction.js';

/** The news categories a signed-in user follows (spec §2 news summary card, "Edit"). */
export function newsCategoriesRepository(db: Db) {
  return {
    /** The followed categories, by name. */
    selected(userId: number) {
      return db
        .selectFrom('user_news_categories as u')
        .innerJoin('news_categories as c', 'c.id', 'u.category_id')
        .select(['c.id', 'c.name'])
        .where('u.user_id', '=', userId)
        .orderBy('c.name')
        .orderBy('c.id')
        .execute();
    },

    async existingIds(categoryIds: readonly number[]): Promise<Set<number>> {
      if (categoryIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('news_categories')
        .select('id')
        .where('id', 'in', categoryIds)
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /** Replaces the whole selection in one transaction: a reader never sees half of it. */
    async replace(userId: number, categoryIds: readonly number[]): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx.deleteFrom('user_news_categories').where('user_id', '=', userId).execute();
        if (categoryIds.length === 0) return;
        await trx
          .insertInto('user_news_categories')
          .values(categoryIds.map((categoryId) => ({ user_id: userId, category_id: categoryId })))
          .execute();
      });
    },
  };
}
