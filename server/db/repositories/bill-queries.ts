import { sql, type SelectQueryBuilder } from 'kysely';
import type { BillTable } from '../types.js';

// Query parts for bills joined as `b`. The orderings name columns with `sql.ref` because Kysely cannot check
// a column name against a generic database type; the `DB extends { b: BillTable }` constraint checks it.

/** What a link to a bill needs (spec §3 linked bill): its id, for the URL, and its number, e.g. 'H 101'. */
export const billReferenceColumns = ['b.id', 'b.bill_type_number'] as const;

/** Bill-number order: by type, then by number as a number, so H 9 comes before H 10 (text order: after). */
export function inBillNumberOrder<DB extends { b: BillTable }, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
) {
  return query.orderBy(sql.ref('b.bill_type')).orderBy(sql.ref('b.bill_number'));
}

/**
 * Most recently acted on first, then most recently filed. Bills whose source gives no date at all come
 * last, highest number first (a legislature numbers bills as they are filed), never in the order they
 * happened to be imported; ties broken by id so pages never overlap.
 */
export function latestActionFirst<DB extends { b: BillTable }, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
) {
  return query
    .orderBy(sql.ref('b.last_action_date'), (ob) => ob.desc().nullsLast())
    .orderBy(sql.ref('b.filed_date'), (ob) => ob.desc().nullsLast())
    .orderBy(sql.ref('b.bill_number'), 'desc')
    .orderBy(sql.ref('b.id'), 'desc');
}
