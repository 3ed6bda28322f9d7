import type { Db } from '../database.js';
import { billReferenceColumns, inBillNumberOrder } from './bill-queries.js';
import { paged, type Page } from './paging.js';
import { inRequestState } from './request-state.js';

export function pressReleasesRepository(db: Db) {
  return {
    /** Newest first; ties broken by id so pages never overlap. */
    async page(page: Page) {
      return db
        .selectFrom('press_releases')
        .select(['id', 'title', 'author', 'category', 'display_date'])
        .$call(inRequestState('jurisdiction_id'))
        .orderBy('display_date', 'desc')
        .orderBy('id', 'desc')
        .$call(paged(page))
        .execute();
    },

    async findById(id: number) {
      return db
        .selectFrom('press_releases as p')
        .leftJoin('legislative_sessions as s', 's.id', 'p.session_id')
        .leftJoin('legislators as l', 'l.id', 'p.legislator_id')
        .select([
          'p.id',
          'p.title',
          'p.author',
          'p.category',
          'p.content',
          'p.display_date',
          's.name as session_name',
          'l.id as legislator_id',
          'l.short_full_name as legislator_short_full_name',
        ])
        .where('p.id', '=', id)
        .executeTakeFirst();
    },

    async billsOf(pressReleaseId: number) {
      return db
        .selectFrom('press_release_bills as pb')
        .innerJoin('bills as b', 'b.id', 'pb.bill_id')
        .select(billReferenceColumns)
        .where('pb.press_release_id', '=', pressReleaseId)
        .$call(inBillNumberOrder)
        .execute();
    },
  };
}
