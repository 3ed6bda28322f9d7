import type { Db } from '../database.js';

/** Emails are compared case-insensitively: stored trimmed and lower-cased, looked up the same way. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function usersRepository(db: Db) {
  return {
    /** The account with this email (any case), with its password hash for sign-in. */
    findByEmail(email: string) {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'display_name', 'password_hash', 'jurisdiction_id'])
        .where('email', '=', normalizeEmail(email))
        .executeTakeFirst();
    },

    findById(id: number) {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'display_name', 'password_hash', 'jurisdiction_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Undefined when the email is taken (the unique index decides, so two racing sign-ups cannot both win). */
    async create(values: { email: string; display_name: string; password_hash: string }) {
      const email = normalizeEmail(values.email);
      const existing = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      if (existing) return undefined;
      try {
        return await db
          .insertInto('users')
          .values({
            email,
            display_name: values.display_name.trim(),
            password_hash: values.password_hash,
            created_at: new Date().toISOString(),
          })
          .returning(['id', 'email', 'display_name', 'jurisdiction_id'])
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())
          return undefined;
        throw error;
      }
    },

    /** The state the reader picked, remembered on the account (issue 15). */
    async setJurisdiction(id: number, jurisdictionId: number): Promise<void> {
      await db.updateTable('users').set({ jurisdiction_id: jurisdictionId }).where('id', '=', id).execute();
    },

    async updatePassword(id: number, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },
  };
}
