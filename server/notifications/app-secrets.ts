// Secrets the server makes for itself and keeps in the database (never in the bundle or the repository):
// the VAPID key pair Web Push identifies us with, and the key that signs unsubscribe links. The first
// process to need one generates it; a process racing it loses the insert and reads the winner's.
import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import type { Db } from '../db/database.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

async function storedSecret<T>(db: Db, name: string, generate: () => T): Promise<T> {
  const found = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (found) return JSON.parse(found.value) as T;
  await db
    .insertInto('app_secrets')
    .values({ name, value: JSON.stringify(generate()), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return JSON.parse(stored.value) as T;
}

/** Loads each secret once per process. */
export function appSecrets(db: Db) {
  let vapid: Promise<VapidKeys> | undefined;
  let unsubscribeKey: Promise<Buffer> | undefined;
  return {
    vapidKeys(): Promise<VapidKeys> {
      vapid ??= storedSecret(db, 'vapid', () => webpush.generateVAPIDKeys()).catch((error: unknown) => {
        vapid = undefined;
        throw error;
      });
      return vapid;
    },
    unsubscribeKey(): Promise<Buffer> {
      unsubscribeKey ??= storedSecret(db, 'unsubscribe-hmac', () => randomBytes(32).toString('base64')).then(
        (value) => Buffer.from(value, 'base64'),
        (error: unknown) => {
          unsubscribeKey = undefined;
          throw error;
        },
      );
      return unsubscribeKey;
    },
  };
}

export type AppSecrets = ReturnType<typeof appSecrets>;
