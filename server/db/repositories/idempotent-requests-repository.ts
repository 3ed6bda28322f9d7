import type { Db } from '../database.js';

export interface StoredAnswer {
  statusCode: number;
  contentType: string | null;
  body: string;
}

export interface IdempotentRequest {
  fingerprint: string;
  /** Undefined while the first request runs. */
  answer?: StoredAnswer;
  createdAt: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Writes sent with an Idempotency-Key and their answers (migration 010), per user, shared by every API
 * process on the database. Times are Unix milliseconds here and ISO strings in the table.
 */
export function idempotentRequestsRepository(db: Db) {
  return {
    /** Claims `key` for a request about to run; false when the user already used it. */
    async claim(userId: number, key: string, fingerprint: string, at: number): Promise<boolean> {
      const result = await db
        .insertInto('idempotent_requests')
        .values({ user_id: userId, idempotency_key: key, fingerprint, created_at: iso(at) })
        .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async find(userId: number, key: string): Promise<IdempotentRequest | undefined> {
      const row = await db
        .selectFrom('idempotent_requests')
        .select(['fingerprint', 'status_code', 'content_type', 'body', 'created_at'])
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      if (!row) return undefined;
      const answer =
        row.status_code === null
          ? undefined
          : { statusCode: row.status_code, contentType: row.content_type, body: row.body ?? '' };
      return { fingerprint: row.fingerprint, answer, createdAt: Date.parse(row.created_at) };
    },

    async complete(userId: number, key: string, answer: StoredAnswer): Promise<void> {
      await db
        .updateTable('idempotent_requests')
        .set({ status_code: answer.statusCode, content_type: answer.contentType, body: answer.body })
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .execute();
    },

    /** Forgets a claim whose request did not finish (a server error): a repeat runs it again. */
    async release(userId: number, key: string): Promise<void> {
      await db
        .deleteFrom('idempotent_requests')
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .execute();
    },

    /** Forgets a claim still unanswered since `before` (its process stopped mid-request). */
    async releaseStale(userId: number, key: string, before: number): Promise<void> {
      await db
        .deleteFrom('idempotent_requests')
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .where('status_code', 'is', null)
        .where('created_at', '<', iso(before))
        .execute();
    },

    async deleteOlderThan(before: number): Promise<void> {
      await db.deleteFrom('idempotent_requests').where('created_at', '<', iso(before)).execute();
    },
  };
}
