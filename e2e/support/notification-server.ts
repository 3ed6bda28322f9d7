import { startPushEndpoint, type PushEndpoint } from '../../scripts/push-endpoint';
import { startSmtpSink, type SmtpSink } from '../../scripts/smtp-sink';
import { e2ePorts, startE2eServer } from './e2e-server';

/** Its own port and database: the floor session must start fresh when the spec does (below). */
export const NOTIFICATION_SERVER_ORIGIN = `http://127.0.0.1:${e2ePorts.notifications}`;
/**
 * Seconds between floor actions (the chambers take turns): a bill's next action comes at least twice
 * this after its last, time enough for the test to open the bill and follow it in between.
 */
const FLOOR_INTERVAL_SECONDS = 3;

export interface NotificationServer {
  origin: string;
  /** The local SMTP server the app mails to, with what it received. */
  mail: SmtpSink;
  /** The local push service the app pushes to, with what it received (decrypted). */
  push: PushEndpoint;
  stop(): Promise<void>;
}

/**
 * The app as the e2e suite runs it (scripts/e2e-server.mjs: built server, fresh SQLite file, demo data
 * with its floor session), started for one spec with mail and push going to real local servers (issue 22).
 * Started when the spec starts, not with the suite: the demo floor session stops for the day after 120
 * actions per chamber, which the suite's own server has long reached by then.
 */
export async function startNotificationServer(): Promise<NotificationServer> {
  const mail = await startSmtpSink();
  const push = await startPushEndpoint();
  const closeSinks = () => Promise.all([mail.close(), push.close()]);
  const server = await startE2eServer(e2ePorts.notifications, 'var/e2e-notifications/statehouse.db', {
    SEED_SCALE: '0.1',
    SMTP_URL: mail.url,
    PUBLIC_URL: NOTIFICATION_SERVER_ORIGIN,
    NOTIFICATIONS_POLL_MS: '200',
    // The local push service is on loopback, which a real server refuses to POST to.
    PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
    DEMO_FLOOR_SESSION_INTERVAL_SECONDS: String(FLOOR_INTERVAL_SECONDS),
  }).catch(async (error: unknown) => {
    await closeSinks();
    throw error;
  });
  const stop = async () => {
    await server.stop();
    await closeSinks();
  };
  return { origin: NOTIFICATION_SERVER_ORIGIN, mail, push, stop };
}
