import type { Db } from '../database.js';

/** Of `billIds`, those that exist: personal lists and reports may only name real bills. */
export async function existingBillIds(db: Db, billIds: readonly number[]): Promise<Set<number>> {
  if (billIds.length === 0) return new Set();
  const rows = await db.selectFrom('bills').select('id').where('id', 'in', billIds).execute();
  return new Set(rows.map((row) => row.id));
}

export interface LatestAction {
  action_date: string;
  action_text: string;
}

/**
 * Each bill's last action (highest `sequence`, as dates repeat within a day), for "My bills" and reports.
 * One grouped join for all the bills of a page instead of a query per bill.
 */
export async function latestActionsOf(
  db: Db,
  billIds: readonly number[],
): Promise<Map<number, LatestAction>> {
  if (billIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('bill_actions as ba')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('bill_actions')
          .select('bill_id')
          .select((inner) => inner.fn.max('sequence').as('last_sequence'))
          .where('bill_id', 'in', billIds)
          .groupBy('bill_id')
          .as('latest'),
      (join) =>
        join.onRef('latest.bill_id', '=', 'ba.bill_id').onRef('latest.last_sequence', '=', 'ba.sequence'),
    )
    .select(['ba.bill_id', 'ba.action_date', 'ba.action_text'])
    .orderBy('ba.id')
    .execute();
  const latest = new Map<number, LatestAction>();
  for (const row of rows) {
    if (!latest.has(row.bill_id))
      latest.set(row.bill_id, { action_date: row.action_date, action_text: row.action_text });
  }
  return latest;
}
