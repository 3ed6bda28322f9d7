// A reader's delivery settings (issue 22): the hour of the daily digest and quiet hours, both in the
// state's time zone. A reader who never saved any has the defaults, without a row.
import type { Db } from '../db/database.js';

/** 7 in the morning, before the legislature's day starts. */
export const DEFAULT_DIGEST_HOUR = 7;

export interface DeliverySettings {
  digestHour: number;
  quietHours: { start: string; end: string } | null;
}

export async function deliverySettings(db: Db, userId: number): Promise<DeliverySettings> {
  const row = await db
    .selectFrom('notification_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    digestHour: row?.digest_hour ?? DEFAULT_DIGEST_HOUR,
    quietHours: row?.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
  };
}

export async function saveDeliverySettings(
  db: Db,
  userId: number,
  settings: DeliverySettings,
): Promise<void> {
  const values = {
    digest_hour: settings.digestHour,
    quiet_start: settings.quietHours?.start ?? null,
    quiet_end: settings.quietHours?.end ?? null,
  };
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}
