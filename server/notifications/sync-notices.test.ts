// Issue 22 through the real scheduled-sync code path: malegislature.gov (the replay server) publishes a new
// action on a followed bill, the next sync writes it, the runner delivers it, and the inbox item, the
// decrypted push and the parsed mail each arrive once; the next sync, with nothing new, adds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { sharedSchemaController } from '../testing/schema-compilers.js';
import type { Follow, InboxPage } from '../schemas/notifications.js';
import { runSync } from '../sync/run-sync.js';
import { settingsFor } from '../sync/sync-test-helpers.js';
import { startReplayServer, syntheticRecordings, type ReplayServer } from '../sync/testing/replay-server.js';
import { CHEAP_PASSWORDS, signUp } from '../testing/auth-helpers.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { startPushEndpoint, type PushEndpoint } from '../../scripts/push-endpoint.js';
import { startSmtpSink, type SmtpSink } from '../../scripts/smtp-sink.js';
import { createNotifier, type Notifier } from './notifier.js';

const TODAY = '2025-03-21';
const NEW_ACTION = 'Read second and ordered to a third reading';

let server: ReplayServer;
let database: TestDatabase;
let app: App;
let smtp: SmtpSink;
let push: PushEndpoint;
let notifier: Notifier;

const sync = () => runSync(database.db, settingsFor(server), { state: 'ma', today: TODAY });

beforeAll(async () => {
  server = await startReplayServer({ recordings: syntheticRecordings() });
  database = await createTestDatabase('sqlite');
  app = await buildApp({
    schemaController: sharedSchemaController,
    db: database.db,
    today: TODAY,
    allowLocalPushEndpoints: true,
    passwords: CHEAP_PASSWORDS,
  });
  [smtp, push] = await Promise.all([startSmtpSink(), startPushEndpoint()]);
  notifier = createNotifier({
    db: database.db,
    smtpUrl: smtp.url,
    publicUrl: 'https://statehouse.example.org',
  });
  expect((await sync()).unfinished).toBe(false);
});
afterAll(async () => {
  await notifier.stop();
  await Promise.all([smtp.close(), push.close()]);
  await app.close();
  await database.dispose();
  await server.close();
});

describe('a synced action on a followed bill', () => {
  it('reaches the inbox, a push and a mail once each', { timeout: 60_000 }, async () => {
    // The state's first load was history: nothing to tell anyone.
    await notifier.runUntilIdle();
    expect(await database.db.selectFrom('notice_events').select('id').execute()).toEqual([]);

    const { id } = await database.db
      .selectFrom('bills')
      .select('id')
      .where('bill_type_number', '=', 'H 100')
      .executeTakeFirstOrThrow();
    const reader = await signUp(app);
    const followed = await app.inject({
      method: 'PUT',
      url: '/api/follows',
      headers: reader.headers,
      payload: { kind: 'bill', target: String(id), channels: { email: 'immediate' } },
    });
    expect(followed.json<Follow>().channels).toEqual({ inbox: true, push: true, email: 'immediate' });
    const subscription = push.subscribe();
    await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: reader.headers,
      payload: { endpoint: subscription.endpoint, keys: subscription.keys },
    });

    server.addHistoryAction(194, 'H100', { Date: `${TODAY}T14:05:00`, Branch: 'House', Action: NEW_ACTION });
    expect((await sync()).progress.billsChanged).toBe(1);
    await notifier.runUntilIdle();
    await Promise.all([smtp.waitFor(1), push.waitFor(1)]);

    const inbox = (
      await app.inject({ url: '/api/notifications', headers: reader.headers })
    ).json<InboxPage>();
    expect(inbox.items.map((item) => item.title)).toEqual([`H 100: ${NEW_ACTION}`]);
    expect(push.messages.map((message) => (message.payload as { title: string }).title)).toEqual([
      `H 100: ${NEW_ACTION}`,
    ]);
    expect(smtp.messages.map((mail) => mail.subject)).toEqual([`H 100: ${NEW_ACTION}`]);

    // The next run finds nothing new: nothing is sent again.
    await sync();
    await notifier.runUntilIdle();
    const again = (
      await app.inject({ url: '/api/notifications', headers: reader.headers })
    ).json<InboxPage>();
    expect(again.items).toHaveLength(1);
    expect(push.messages).toHaveLength(1);
    expect(smtp.messages).toHaveLength(1);
  });
});
