import { createHash } from 'node:crypto';
import type { Db } from '../database.js';

/** What is stored of a counted key: its SHA-256, so the table holds no email or address. */
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The events the sign-in and sign-up limits count (migration 009), shared by every API process on the
 * database. Times are Unix milliseconds here and ISO strings in the table.
 */
export function authAttemptsRepository(db: Db) {
  return {
    async record(bucket: string, key: string, at: number): Promise<void> {
      await db
        .insertInto('auth_attempts')
        .values({ bucket, key_hash: hashOf(key), occurred_at: iso(at) })
        .execute();
    },

    /** The times of the newest `limit` events of `key` after `since`, newest first. */
    async newest(bucket: string, key: string, since: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('auth_attempts')
        .select('occurred_at')
        .where('bucket', '=', bucket)
        .where('key_hash', '=', hashOf(key))
        .where('occurred_at', '>', iso(since))
        .orderBy('occurred_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => Date.parse(row.occurred_at));
    },

    async count(bucket: string, key: string, since: number): Promise<number> {
      const row = await db
        .selectFrom('auth_attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('bucket', '=', bucket)
        .where('key_hash', '=', hashOf(key))
        .where('occurred_at', '>', iso(since))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async clear(bucket: string, key: string): Promise<void> {
      await db
        .deleteFrom('auth_attempts')
        .where('bucket', '=', bucket)
        .where('key_hash', '=', hashOf(key))
        .execute();
    },

    /** Events no window reaches any more. */
    async deleteBefore(before: number): Promise<void> {
      await db.deleteFrom('auth_attempts').where('occurred_at', '<=', iso(before)).execute();
    },
  };
}

export type AuthAttemptsRepository = ReturnType<typeof authAttemptsRepository>;
