// The job runner of notices (issue 22): one per process, polling the shared queue (job-queue.ts) for due
// fan-outs and deliveries. Claims are leased and, on PostgreSQL, skip rows another process holds, so
// several processes share the work and never run one job at once. Quiet hours hold a push or an
// immediate mail until they end; the digest goes at the reader's hour.
import type { Db } from '../db/database.js';
import { appSecrets, type AppSecrets } from './app-secrets.js';
import { runFanOut, timeZoneOf } from './fan-out.js';
import {
  claimJobs,
  completeJob,
  failJob,
  postponeJob,
  pruneFinishedJobs,
  type NoticeJob,
} from './job-queue.js';
import { digestMail, noticeMail, smtpMailer, type Mailer, type MailNotice } from './mail-delivery.js';
import { DEFAULT_NOTIFICATIONS, type NotificationsOptions } from './notifications-config.js';
import { deliverySettings } from './notification-settings.js';
import { pushToReader } from './push-delivery.js';
import { localTime, quietUntil } from './time-zones.js';
import { signUnsubscribe, type UnsubscribeScope } from './unsubscribe-tokens.js';

export interface NotifierOptions extends Partial<NotificationsOptions> {
  db: Db;
  /** The runner's clock (tests move it to cross quiet hours and digest hours). */
  now?: () => Date;
  /** A mailer instead of SMTP_URL's (tests). */
  mailer?: Mailer;
  /** Jobs claimed at once. */
  claimSize?: number;
  /** Followers per fan-out transaction. */
  fanOutBatch?: number;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** The VAPID subject: the sender's address (web-push wants mailto: or https:). */
function vapidSubject(mailFrom: string, publicUrl: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  if (/^[^\s@]+@[^\s@]+$/.test(address)) return `mailto:${address}`;
  return publicUrl.startsWith('https:') ? publicUrl : 'mailto:notices@localhost';
}

interface ItemRow {
  id: number;
  user_id: number;
  follow_id: number | null;
  /** The follow's channels now: switched off (or unsubscribed) since the fan-out, nothing is sent. */
  follow_push: number | null;
  follow_email: string | null;
  email: string;
  jurisdiction_id: number;
  title: string;
  body: string;
  url: string;
  subject: string;
}

export function createNotifier(options: NotifierOptions) {
  const { db } = options;
  const settings = { ...DEFAULT_NOTIFICATIONS, ...options };
  const now = options.now ?? (() => new Date());
  const secrets: AppSecrets = appSecrets(db);
  const mailer: Mailer | null =
    options.mailer ?? (settings.smtpUrl ? smtpMailer(settings.smtpUrl, settings.mailFrom) : null);
  const subject = vapidSubject(settings.mailFrom, settings.publicUrl);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let active = false;
  let closing = false;

  const unsubscribeUrl = async (scope: UnsubscribeScope) =>
    `${settings.publicUrl}/api/unsubscribe/${signUnsubscribe(await secrets.unsubscribeKey(), scope)}`;

  async function item(job: NoticeJob): Promise<ItemRow | undefined> {
    return db
      .selectFrom('inbox_items as i')
      .innerJoin('notice_events as e', 'e.id', 'i.event_id')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .leftJoin('follows as f', 'f.id', 'i.follow_id')
      .select([
        'i.id',
        'i.user_id',
        'i.follow_id',
        'f.push as follow_push',
        'f.email as follow_email',
        'u.email',
        'e.jurisdiction_id',
        'e.title',
        'e.body',
        'e.url',
        'e.subject',
      ])
      .where('i.id', '=', job.item_id!)
      .executeTakeFirst();
  }

  /** The instant quiet hours end when they hold this reader's notice now; null otherwise. */
  async function heldUntil(row: ItemRow): Promise<number | null> {
    const { quietHours } = await deliverySettings(db, row.user_id);
    return quietUntil(now().getTime(), quietHours, await timeZoneOf(db, row.jurisdiction_id));
  }

  /** Runs one job; false when it was postponed rather than finished. */
  async function run(job: NoticeJob): Promise<boolean> {
    switch (job.kind) {
      case 'fanout':
        await runFanOut(db, job, { now, ...(options.fanOutBatch ? { batchSize: options.fanOutBatch } : {}) });
        return true;
      case 'push': {
        const row = await item(job);
        if (!row || row.follow_push === 0) return true;
        const until = await heldUntil(row);
        if (until !== null) {
          await postponeJob(db, job, new Date(until));
          return false;
        }
        // The browsers that already got it, when this is a retry (kept in the job's cursor).
        const delivered = new Set<number>(job.cursor ? (JSON.parse(job.cursor) as number[]) : []);
        await pushToReader(
          db,
          row.user_id,
          { id: row.id, title: row.title, body: row.body, url: row.url, tag: `notice-${row.id}` },
          await secrets.vapidKeys(),
          subject,
          {
            delivered,
            onDelivered: async (subscriptionId) => {
              delivered.add(subscriptionId);
              await db
                .updateTable('notice_jobs')
                .set({ cursor: JSON.stringify([...delivered]) })
                .where('id', '=', job.id)
                .execute();
            },
          },
        );
        return true;
      }
      case 'email': {
        const row = await item(job);
        // Without SMTP nothing is mailed; without its follow (deleted since) nothing is owed.
        if (!row || !mailer || row.follow_id === null || row.follow_email === 'off') return true;
        const until = await heldUntil(row);
        if (until !== null) {
          await postponeJob(db, job, new Date(until));
          return false;
        }
        const link = await unsubscribeUrl({ kind: 'follow', followId: row.follow_id, userId: row.user_id });
        const why = 'You get this because you follow it in Statehouse.';
        await mailer.send({
          to: row.email,
          unsubscribeUrl: link,
          ...noticeMail(settings.publicUrl, row, link, why),
        });
        return true;
      }
      case 'digest':
        await sendDigest(job);
        return true;
    }
  }

  async function sendDigest(job: NoticeJob): Promise<void> {
    if (!mailer || job.user_id === null) return;
    const userId = job.user_id;
    const rows = await db
      .selectFrom('inbox_items as i')
      .innerJoin('notice_events as e', 'e.id', 'i.event_id')
      .select(['i.id', 'i.follow_id', 'e.subject', 'e.title', 'e.body', 'e.url', 'e.jurisdiction_id'])
      .where('i.user_id', '=', userId)
      .where('i.email', '=', 1)
      .where('i.digested_at', 'is', null)
      .orderBy('e.id')
      .limit(1000)
      .execute();
    if (rows.length === 0) return;
    const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
    if (!user) return;
    // One line per bill (or hearing): its latest news, with how many things happened to it.
    const bySubject = new Map<string, { latest: (typeof rows)[number]; count: number }>();
    for (const row of rows) {
      const known = bySubject.get(row.subject);
      bySubject.set(row.subject, { latest: row, count: (known?.count ?? 0) + 1 });
    }
    const notices: MailNotice[] = [];
    for (const { latest, count } of bySubject.values()) {
      notices.push({
        title: latest.title,
        body: latest.body,
        url: latest.url,
        count,
        ...(latest.follow_id !== null
          ? { unsubscribeUrl: await unsubscribeUrl({ kind: 'follow', followId: latest.follow_id, userId }) }
          : {}),
      });
    }
    const day = localTime(now().getTime(), await timeZoneOf(db, rows[0]!.jurisdiction_id)).date;
    const link = await unsubscribeUrl({ kind: 'digest', userId });
    await mailer.send({
      to: user.email,
      unsubscribeUrl: link,
      ...digestMail(settings.publicUrl, day, notices, link),
    });
    const sentAt = now().toISOString();
    await db
      .updateTable('inbox_items')
      .set({ digested_at: sentAt })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
  }

  /** Claims and runs the due jobs once; resolves to how many ran (finished, postponed or failed). */
  async function runDue(): Promise<number> {
    const jobs = await claimJobs(db, now(), options.claimSize ?? 20);
    for (const job of jobs) {
      try {
        if (await run(job)) await completeJob(db, job);
      } catch (error) {
        options.log?.error({ err: error, job: job.dedupe_key, attempts: job.attempts }, 'notice job failed');
        await failJob(db, job, error, now());
      }
    }
    return jobs.length;
  }

  let prunedAt = 0;
  /** At most hourly, in one process or several (each delete is idempotent). */
  async function pruneNow(): Promise<void> {
    const at = now().getTime();
    if (at - prunedAt < 3_600_000) return;
    prunedAt = at;
    await pruneFinishedJobs(db, now());
  }

  const schedule = () => {
    if (!active) return;
    timer = setTimeout(() => {
      running = pruneNow()
        .then(runUntilIdle)
        .catch((error: unknown) => options.log?.error({ err: error }, 'notice runner failed'))
        .finally(schedule);
    }, settings.pollMs);
    timer.unref();
  };

  /** Runs due jobs until none is left (the jobs a fan-out queues run in the same pass). */
  async function runUntilIdle(): Promise<number> {
    let total = 0;
    for (;;) {
      const ran = await runDue();
      total += ran;
      if (ran === 0 || closing) return total;
    }
  }

  return {
    secrets,
    publicUrl: settings.publicUrl,
    runDue,
    runUntilIdle,
    start() {
      if (active) return;
      active = true;
      options.log?.info({ pollMs: settings.pollMs, mail: mailer !== null }, 'notice runner started');
      schedule();
    },
    async stop() {
      active = false;
      closing = true;
      clearTimeout(timer);
      await running;
      mailer?.close();
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
