// Passkeys (issue 5): WebAuthn credentials as a second way to sign in, and the challenges of ceremonies in
// flight. A challenge is bound to the browser's session (the hash of its `sid` cookie, anonymous
// pre-sessions included), so an assertion made for one browser cannot be replayed from another.
import type { Migration } from 'kysely';
import { idColumn, type AnyDb } from '../dialect.js';

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('passkey_credentials')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Unique across users: sign-in finds the account from the credential id alone (discoverable passkeys).
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    // WebAuthn's counter is an unsigned 32-bit number: more than PostgreSQL's integer holds.
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema
    .createIndex('passkey_credentials_user')
    .on('passkey_credentials')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('passkey_challenges')
    .addColumn('session_hash', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // One ceremony of each kind per browser: starting again replaces the previous challenge.
    .addPrimaryKeyConstraint('passkey_challenges_pk', ['session_hash', 'purpose'])
    .execute();
  await db.schema
    .createIndex('passkey_challenges_expires')
    .on('passkey_challenges')
    .column('expires_at')
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('passkey_challenges').ifExists().execute();
  await db.schema.dropTable('passkey_credentials').ifExists().execute();
}

export const passkeys: Migration = { up, down };
