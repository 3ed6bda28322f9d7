// Settings of notice delivery (issue 22), from the environment (README "Configuration").

export interface NotificationsOptions {
  /** PUBLIC_URL: the app's origin as readers reach it, for links in mails (unsubscribe, the bill). */
  publicUrl: string;
  /** SMTP_URL ('smtp://user:pass@host:587', 'smtps://…'): where mail is sent; without it no mail is sent. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender of notice mails. */
  mailFrom: string;
  /** NOTIFICATIONS_POLL_MS: how often the job runner looks for due work. */
  pollMs: number;
  /** PUSH_ALLOW_LOCAL_ENDPOINTS=true: readers may register http and local push endpoints (tests, e2e). */
  allowLocalPushEndpoints: boolean;
}

export function notificationsConfigFromEnv(env: NodeJS.ProcessEnv, port: number): NotificationsOptions {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(publicUrl))
    throw new Error(
      `PUBLIC_URL must be an origin such as https://statehouse.example.org, got '${env.PUBLIC_URL}'`,
    );
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got '${smtpUrl}'`);
  const pollMs = Number(env.NOTIFICATIONS_POLL_MS ?? '1000');
  if (!Number.isInteger(pollMs) || pollMs < 50 || pollMs > 600_000)
    throw new Error(
      `NOTIFICATIONS_POLL_MS must be whole milliseconds from 50 to 600000, got '${env.NOTIFICATIONS_POLL_MS}'`,
    );
  return {
    publicUrl,
    ...(smtpUrl ? { smtpUrl } : {}),
    mailFrom: env.MAIL_FROM?.trim() || `Statehouse <notices@${new URL(publicUrl).hostname}>`,
    pollMs,
    allowLocalPushEndpoints: env.PUSH_ALLOW_LOCAL_ENDPOINTS === 'true',
  };
}

export const DEFAULT_NOTIFICATIONS: NotificationsOptions = {
  publicUrl: 'http://localhost:8080',
  mailFrom: 'Statehouse <notices@localhost>',
  pollMs: 1000,
  allowLocalPushEndpoints: false,
};
