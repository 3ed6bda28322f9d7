// Issue 22 end to end on the server, on SQLite and PostgreSQL: a reader follows a bill through the API, the
// demo floor session writes an action to it through its real code path, the job runner fans it out and
// delivers it, and the inbox item, the push (decrypted by a local push service) and the mail (parsed by a
// local SMTP server) each arrive exactly once. The runner's clock is fake, so quiet hours and the digest
// hour are crossed by moving it, never by waiting.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { sharedSchemaController } from '../testing/schema-compilers.js';
import { DEMO_TODAY, isoDay } from '../db/seed/calendar.js';
import { seedDemoData } from '../db/seed/index.js';
import { createFloorSession } from '../live-floor/floor-session.js';
import { liveFloorSessionRepository } from '../live-floor/live-floor-session-repository.js';
import type { Follow, InboxPage, NotificationSettings, PushDeviceList } from '../schemas/notifications.js';
import { anonymousBrowser, CHEAP_PASSWORDS, signUp, type SignedInBrowser } from '../testing/auth-helpers.js';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../testing/test-database.js';
import { startPushEndpoint, type PushEndpoint } from '../../scripts/push-endpoint.js';
import { startSmtpSink, type SmtpSink } from '../../scripts/smtp-sink.js';
import { createNotifier, type Notifier } from './notifier.js';
import { clockMinutes, instantAt } from './time-zones.js';

const hasPostgres = await postgresAvailable();
const TODAY = isoDay(DEMO_TODAY);
/**
 * The runner's fake clock runs on a day after the real one: what the writers stamp with the real time is
 * already due, and the fake hours in Boston are exact whatever the machine's time.
 */
const DAY = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const boston = (hhmm: string, day = DAY) => new Date(instantAt(day, clockMinutes(hhmm), 'America/New_York'));
const NOON = boston('12:00');

describe.each([
  { kind: 'sqlite' as const, skip: false },
  { kind: 'postgres' as const, skip: !hasPostgres },
])('notices of followed things on $kind', ({ kind, skip }) => {
  let database: TestDatabase;
  let app: App;
  let smtp: SmtpSink;
  let push: PushEndpoint;
  let notifier: Notifier;
  let clock: Date;
  let houseBill: number;
  let step = 0;

  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, { scale: 0.05, seed: 7 });
    app = await buildApp({
      schemaController: sharedSchemaController,
      db: database.db,
      allowLocalPushEndpoints: true,
      passwords: CHEAP_PASSWORDS,
    });
    [smtp, push] = await Promise.all([startSmtpSink(), startPushEndpoint()]);
    notifier = createNotifier({
      db: database.db,
      smtpUrl: smtp.url,
      publicUrl: 'https://statehouse.example.org',
      mailFrom: 'Statehouse <notices@statehouse.example.org>',
      now: () => clock,
      log: { info() {}, error: (obj, msg) => console.error(msg, obj) },
    });
    const bill = await liveFloorSessionRepository(database.db).pickBillToTakeUp('house', () => 0);
    houseBill = bill!.id;
  }, 120_000);
  afterAll(async () => {
    if (skip) return;
    await notifier.stop();
    await Promise.all([smtp.close(), push.close()]);
    await app.close();
    await database.dispose();
  });
  beforeEach(() => {
    clock = NOON;
    smtp.messages.length = 0;
    push.messages.length = 0;
  });

  /** A floor action on the followed bill, written by the floor session's own repository. */
  async function floorAction(text = `Amendment #${++step} offered by Representative Test`) {
    await liveFloorSessionRepository(database.db).append('house', TODAY, houseBill, {
      abbreviation: 'AMDO',
      realAction: text,
      status: 'Amendment offered',
    });
    return text;
  }

  /** A browser of the reader's, subscribed to pushes through the API. */
  async function subscribeBrowser(browser: Awaited<ReturnType<typeof signUp>>) {
    const subscription = push.subscribe();
    const saved = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: browser.headers,
      payload: { endpoint: subscription.endpoint, keys: subscription.keys },
    });
    expect(saved.statusCode).toBe(201);
    return subscription;
  }

  async function reader(channels: Partial<Follow['channels']>) {
    const browser = await signUp(app);
    const follow = await app.inject({
      method: 'PUT',
      url: '/api/follows',
      headers: browser.headers,
      payload: { kind: 'bill', target: String(houseBill), channels },
    });
    expect(follow.statusCode).toBe(200);
    const subscription = await subscribeBrowser(browser);
    return { browser, follow: follow.json<Follow>(), subscription };
  }

  const inbox = async (browser: SignedInBrowser) =>
    (await app.inject({ url: '/api/notifications', headers: browser.headers })).json<InboxPage>();
  const mailsTo = (browser: SignedInBrowser) =>
    smtp.messages.filter((mail) => mail.to.includes(browser.email));
  const pushesTo = (id: string) => push.messages.filter((message) => message.subscription === id);

  it.skipIf(skip)(
    'a floor action reaches the inbox, a push and a mail once each; the same action again adds nothing',
    { timeout: 60_000 },
    async () => {
      const { browser, follow, subscription } = await reader({ email: 'immediate' });
      expect(follow).toMatchObject({ kind: 'bill', target: String(houseBill), from_tracking: false });
      expect(follow.channels).toEqual({ inbox: true, push: true, email: 'immediate' });

      // The real floor session (not only its repository) takes up this bill first.
      const session = createFloorSession({ db: database.db, intervalMs: 60_000, random: () => 0 });
      expect(await session.tick()).toBe(true);
      await notifier.runUntilIdle();
      const [message] = await push.waitFor(1);
      const [mail] = await smtp.waitFor(1);

      const page = await inbox(browser);
      expect(page.items).toHaveLength(1);
      expect(page.unread).toBe(1);
      const item = page.items[0]!;
      expect(item).toMatchObject({
        kind: 'bill_action',
        url: `/app/bill/${houseBill}`,
        read: false,
        follow_id: follow.id,
      });
      expect(item.title).toContain('Read second and ordered to a third reading');

      expect(pushesTo(subscription.id)).toHaveLength(1);
      expect(message!.payload).toEqual({
        id: item.id,
        title: item.title,
        body: item.body,
        url: item.url,
        tag: `notice-${item.id}`,
      });
      expect(push.rejected).toEqual([]);

      expect(mailsTo(browser)).toHaveLength(1);
      expect(mail!.subject).toBe(item.title);
      expect(mail!.text).toContain(`https://statehouse.example.org/app/bill/${houseBill}`);
      expect(mail!.headers['list-unsubscribe']).toMatch(
        /^<https:\/\/statehouse\.example\.org\/api\/unsubscribe\/f\.\d+\.\d+\.[\w-]+>/,
      );
      expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail!.html).not.toMatch(/<img/i);

      // The same action arriving again (a repeated write of it) is the same event: nothing new anywhere.
      await liveFloorSessionRepository(database.db).append('house', TODAY, houseBill, {
        abbreviation: 'ORD3',
        realAction: 'Read second and ordered to a third reading',
        status: 'Ordered to a third reading',
      });
      await notifier.runUntilIdle();
      expect((await inbox(browser)).items).toHaveLength(1);
      expect(pushesTo(subscription.id)).toHaveLength(1);
      expect(mailsTo(browser)).toHaveLength(1);

      const read = await app.inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: browser.headers,
        payload: { ids: [item.id] },
      });
      expect(read.json()).toEqual({ unread: 0 });
    },
  );

  it.skipIf(skip)(
    'a digest of three actions on one bill is one item, sent at the reader’s hour',
    async () => {
      const { browser } = await reader({ email: 'digest', push: false });
      await app.inject({
        method: 'PUT',
        url: '/api/notifications/settings',
        headers: browser.headers,
        payload: { digest_hour: 18 },
      });
      for (let i = 0; i < 3; i++) await floorAction();
      await notifier.runUntilIdle();
      expect((await inbox(browser)).items.length).toBeGreaterThanOrEqual(3);
      expect(mailsTo(browser)).toHaveLength(0);

      clock = boston('18:01');
      await notifier.runUntilIdle();
      const digests = mailsTo(browser);
      expect(digests).toHaveLength(1);
      expect(digests[0]!.subject).toMatch(/^Statehouse digest, .*: 1 update$/);
      expect(digests[0]!.text).toContain('and 2 more since the last digest');
      expect(digests[0]!.headers['list-unsubscribe']).toMatch(/\/api\/unsubscribe\/d\.\d+\./);
      await notifier.runUntilIdle();
      expect(mailsTo(browser)).toHaveLength(1);
    },
  );

  it.skipIf(skip)('quiet hours hold the push and the mail until they end', async () => {
    const { browser, subscription } = await reader({ email: 'immediate' });
    const settings = await app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: browser.headers,
      payload: { quiet_hours: { start: '22:00', end: '07:00' } },
    });
    expect(settings.json<NotificationSettings>()).toMatchObject({
      quiet_hours: { start: '22:00', end: '07:00' },
      time_zone: 'America/New_York',
    });
    clock = boston('23:30');
    await floorAction();
    await notifier.runUntilIdle();
    expect((await inbox(browser)).items.length).toBeGreaterThan(0);
    expect(pushesTo(subscription.id)).toHaveLength(0);
    expect(mailsTo(browser)).toHaveLength(0);

    clock = new Date(boston('07:01').getTime() + 86_400_000); // the next morning
    await notifier.runUntilIdle();
    await push.waitFor(1);
    expect(pushesTo(subscription.id)).toHaveLength(1);
    expect(mailsTo(browser)).toHaveLength(1);
  });

  it.skipIf(skip)('a notice held by quiet hours is not sent once its channels are turned off', async () => {
    const { browser, follow, subscription } = await reader({ email: 'immediate' });
    await app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: browser.headers,
      payload: { quiet_hours: { start: '22:00', end: '07:00' } },
    });
    clock = boston('23:30');
    await floorAction();
    await notifier.runUntilIdle();
    const off = await app.inject({
      method: 'PATCH',
      url: `/api/follows/${follow.id}`,
      headers: browser.headers,
      payload: { channels: { push: false, email: 'off' } },
    });
    expect(off.json<Follow>().channels).toEqual({ inbox: true, push: false, email: 'off' });
    clock = new Date(boston('07:01').getTime() + 86_400_000);
    await notifier.runUntilIdle();
    expect(pushesTo(subscription.id)).toHaveLength(0);
    expect(mailsTo(browser)).toHaveLength(0);
  });

  it.skipIf(skip)('a push service answering 410 removes the subscription', async () => {
    const { browser, subscription } = await reader({});
    push.markGone(subscription.id);
    await floorAction();
    await notifier.runUntilIdle();
    const devices = await app.inject({ url: '/api/push/subscriptions', headers: browser.headers });
    expect(devices.json<PushDeviceList>().items).toEqual([]);
    expect((await inbox(browser)).items.length).toBeGreaterThan(0);
  });

  it.skipIf(skip)(
    'a push retried after one browser failed is not sent again to the one that got it',
    async () => {
      const { browser, subscription } = await reader({});
      const second = await subscribeBrowser(browser);
      push.failNext(second.id);
      await floorAction();
      await notifier.runUntilIdle();
      expect(pushesTo(subscription.id)).toHaveLength(1);
      expect(pushesTo(second.id)).toHaveLength(0);

      clock = new Date(clock.getTime() + 3_600_000); // past the retry's backoff
      await notifier.runUntilIdle();
      await push.waitFor(push.messages.length);
      expect(pushesTo(second.id)).toHaveLength(1);
      expect(pushesTo(subscription.id)).toHaveLength(1);
    },
  );

  it.skipIf(skip)('an unsubscribe link works signed out for its own follow only', async () => {
    const { browser, follow } = await reader({ email: 'immediate', push: false });
    const other = await reader({ email: 'immediate', push: false });
    await floorAction();
    await notifier.runUntilIdle();
    const [mail] = mailsTo(browser);
    const link = /<(https:[^>]+)>/.exec(mail!.headers['list-unsubscribe']!)![1]!;
    const path = new URL(link).pathname;
    const token = path.split('/').at(-1)!;

    // A mail scanner's GET changes nothing; the page asks.
    const page = await app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post">');

    // Another follow's id in this token breaks its signature.
    const [, followId, userId, signature] = token.split('.') as [string, string, string, string];
    const forged = `f.${other.follow.id}.${userId}.${signature}`;
    expect(followId).toBe(String(follow.id));
    const refused = await app.inject({ method: 'POST', url: `/api/unsubscribe/${forged}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ statusCode: 400 });
    expect((await app.inject({ url: `/api/unsubscribe/${token.slice(0, -2)}xx` })).statusCode).toBe(400);

    // One-click: a signed-out POST with no CSRF token, as a mail client sends it.
    const oneClick = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const follows = (await app.inject({ url: '/api/follows', headers: browser.headers })).json<{
      items: Follow[];
    }>();
    expect(follows.items.find((item) => item.id === follow.id)!.channels.email).toBe('off');
    const untouched = (await app.inject({ url: '/api/follows', headers: other.browser.headers })).json<{
      items: Follow[];
    }>();
    expect(untouched.items.find((item) => item.id === other.follow.id)!.channels.email).toBe('immediate');
  });

  it.skipIf(skip)(
    'follows are personal: 401 signed out, 404 for another reader’s, 400 naming the field',
    async () => {
      const anonymous = await anonymousBrowser(app);
      expect((await app.inject({ url: '/api/follows', headers: anonymous })).statusCode).toBe(401);
      expect((await app.inject({ url: '/api/notifications/unread', headers: anonymous })).statusCode).toBe(
        401,
      );
      expect((await app.inject({ url: '/api/push/key' })).json().public_key).toMatch(/^[\w-]{80,}$/);

      const { browser, follow } = await reader({});
      const stranger = await signUp(app);
      const patch = await app.inject({
        method: 'PATCH',
        url: `/api/follows/${follow.id}`,
        headers: stranger.headers,
        payload: { channels: { push: false } },
      });
      expect(patch.statusCode).toBe(404);
      const bad = await app.inject({
        method: 'PUT',
        url: '/api/follows',
        headers: browser.headers,
        payload: { kind: 'bill', channels: { email: 'hourly' } },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('email');
      const noTarget = await app.inject({
        method: 'PUT',
        url: '/api/follows',
        headers: browser.headers,
        payload: { kind: 'committee' },
      });
      expect(noTarget.json()).toMatchObject({
        statusCode: 400,
        message: 'body.target is required to follow a committee',
      });
      const status = await app.inject({
        url: `/api/follows/status?kind=bill&target=${houseBill}`,
        headers: browser.headers,
      });
      expect(status.json().follow.id).toBe(follow.id);
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/follows/${follow.id}`,
        headers: browser.headers,
      });
      expect(removed.statusCode).toBe(204);
      const after = await app.inject({
        url: `/api/follows/status?kind=bill&target=${houseBill}`,
        headers: browser.headers,
      });
      expect(after.json()).toEqual({ follow: null });
    },
  );
});
