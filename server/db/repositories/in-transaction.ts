import type { Db } from '../database.js';

/**
 * Runs `work` in a transaction, or in the caller's when `db` already is one (the seed writes the demo
 * account inside its own transaction; Kysely cannot nest them).
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
