import type { Db } from '../database.js';
import type { UserSessionTable } from '../types.js';

/** Sign-in sessions. Times are ISO 8601 UTC strings, which compare correctly as text on both databases. */
export function sessionsRepository(db: Db) {
  return {
    async create(session: UserSessionTable): Promise<void> {
      await db.insertInto('user_sessions').values(session).execute();
    },

    /** The session's user, or undefined when the session is unknown or expired at `now`. */
    findActive(idHash: string, now: string) {
      return db
        .selectFrom('user_sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['u.id', 'u.email', 'u.display_name', 'u.jurisdiction_id', 's.last_seen_at', 's.expires_at'])
        .where('s.id_hash', '=', idHash)
        .where('s.expires_at', '>', now)
        .executeTakeFirst();
    },

    /** Sliding expiry: a session in use keeps living. */
    async touch(idHash: string, lastSeenAt: string, expiresAt: string): Promise<void> {
      await db
        .updateTable('user_sessions')
        .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
        .where('id_hash', '=', idHash)
        .execute();
    },

    async delete(idHash: string): Promise<void> {
      await db.deleteFrom('user_sessions').where('id_hash', '=', idHash).execute();
    },

    /** Signs the user out everywhere (after a password change). */
    async deleteAllForUser(userId: number): Promise<void> {
      await db.deleteFrom('user_sessions').where('user_id', '=', userId).execute();
    },

    /** Expired rows are useless; removed at each sign-in so the table does not grow forever. */
    async deleteExpired(now: string): Promise<void> {
      await db.deleteFrom('user_sessions').where('expires_at', '<=', now).execute();
    },

    countForUser(userId: number) {
      return db
        .selectFrom('user_sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    },
  };
}
