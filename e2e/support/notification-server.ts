import { spawn, type ChildProcess } from 'node:child_process';
import { startPushEndpoint, type PushEndpoint } from '../../scripts/push-endpoint';
import { startSmtpSink, type SmtpSink } from '../../scripts/smtp-sink';

/** Its own port and database: the floor session must start fresh when the spec does (below). */
const PORT = 8186;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const READY_TIMEOUT_MS = 180_000;
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

async function untilReady(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the e2e server exited with ${server.exitCode}`);
    const ready = await fetch(`${ORIGIN}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the e2e server was not ready within ${READY_TIMEOUT_MS / 1000} s`);
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
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_FILE: 'var/e2e-notifications/statehouse.db',
      LOG_LEVEL: 'warn',
      SEED_SCALE: '0.1',
      SMTP_URL: mail.url,
      PUBLIC_URL: ORIGIN,
      NOTIFICATIONS_POLL_MS: '200',
      // The local push service is on loopback, which a real server refuses to POST to.
      PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
      DEMO_FLOOR_SESSION_INTERVAL_SECONDS: String(FLOOR_INTERVAL_SECONDS),
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM'); // e2e-server.mjs passes it on to the server it started
      await exited;
    }
    await Promise.all([mail.close(), push.close()]);
  };
  try {
    await untilReady(server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: ORIGIN, mail, push, stop };
}
