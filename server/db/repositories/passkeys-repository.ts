import type { Db } from '../database.js';
import type { PasskeyChallengeTable } from '../types.js';
import { inTransaction } from './in-transaction.js';

export interface NewPasskey {
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string;
}

/** Passkey credentials and the WebAuthn challenges in flight (migration 004). */
export function passkeysRepository(db: Db) {
  const credentials = () =>
    db
      .selectFrom('passkey_credentials')
      .select([
        'id',
        'user_id',
        'credential_id',
        'public_key',
        'counter',
        'transports',
        'created_at',
        'last_used_at',
      ]);

  return {
    listForUser(userId: number, limit: number) {
      return credentials()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    findByCredentialId(credentialId: string) {
      return credentials().where('credential_id', '=', credentialId).executeTakeFirst();
    },

    async create(passkey: NewPasskey): Promise<number> {
      const row = await db
        .insertInto('passkey_credentials')
        .values({ ...passkey, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** After a sign-in: the authenticator's new counter, and when the passkey was last used. */
    async recordUse(id: number, counter: number): Promise<void> {
      await db
        .updateTable('passkey_credentials')
        .set({ counter, last_used_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('passkey_credentials')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Starting a ceremony replaces this browser's previous challenge of the same kind: one upsert, so
     * two taps racing each other both succeed (the later challenge stands) instead of one hitting the key.
     */
    async saveChallenge(challenge: PasskeyChallengeTable): Promise<void> {
      await db.deleteFrom('passkey_challenges').where('expires_at', '<=', new Date().toISOString()).execute();
      await db
        .insertInto('passkey_challenges')
        .values(challenge)
        .onConflict((oc) =>
          oc.columns(['session_hash', 'purpose']).doUpdateSet({
            challenge: challenge.challenge,
            user_id: challenge.user_id,
            expires_at: challenge.expires_at,
          }),
        )
        .execute();
    },

    /**
     * The browser's unexpired challenge of this kind, deleted as it is read: a challenge is good for one
     * attempt, so a captured response cannot be replayed and a failed one must start again.
     */
    async takeChallenge(sessionHash: string, purpose: PasskeyChallengeTable['purpose'], now: string) {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .selectFrom('passkey_challenges')
          .select(['challenge', 'user_id', 'expires_at'])
          .where('session_hash', '=', sessionHash)
          .where('purpose', '=', purpose)
          .executeTakeFirst();
        if (!row) return undefined;
        await trx
          .deleteFrom('passkey_challenges')
          .where('session_hash', '=', sessionHash)
          .where('purpose', '=', purpose)
          .execute();
        return row.expires_at > now ? row : undefined;
      });
    },
  };
}
