// Issue 22 through the entry point as a real process (compiled, as `npm start` runs it), wired as the e2e
// server is: SMTP_URL at the local SMTP sink, a reader who follows a saved search of every bill and
// subscribed a browser at the local push service. The demo floor session's next action reaches both, sent
// by the process's own runner.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startPushEndpoint } from '../../scripts/push-endpoint.js';
import { startSmtpSink } from '../../scripts/smtp-sink.js';
import type { SessionState } from '../schemas/auth.js';
import { compiledServerForFile } from '../testing/compiled-server.js';

const dir = mkdtempSync(join(tmpdir(), 'statehouse-notices-'));
const serverEntry = compiledServerForFile();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A browser's cookie jar and CSRF token, kept from each answer. */
function browser(origin: string) {
  const jar = new Map<string, string>();
  let csrf = '';
  return async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await fetch(`${origin}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        cookie: [...jar.values()].join('; '),
        'x-csrf-token': csrf,
        'x-requested-with': 'XMLHttpRequest',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0]!;
      jar.set(pair.slice(0, pair.indexOf('=')), pair);
    }
    const body: unknown = await response.json().catch(() => null);
    if (body && typeof body === 'object' && 'csrfToken' in body) csrf = (body as SessionState).csrfToken;
    return { status: response.status, body };
  };
}

describe('notices from the server process', () => {
  it('mails and pushes a floor action to a reader following a search', { timeout: 180_000 }, async () => {
    const [smtp, push] = await Promise.all([startSmtpSink(), startPushEndpoint()]);
    const child = spawn(process.execPath, [serverEntry()], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_FILE: join(dir, 'statehouse.db'),
        DATABASE_URL: '',
        SEARCH_DATA_FILE: join(dir, 'search.db'),
        SEED_SCALE: '0.05',
        CLIENT_DIR: join(dir, 'no-client'),
        SERVER_RENDER: 'false',
        DEMO_FLOOR_SESSION_INTERVAL_SECONDS: '1',
        NOTIFICATIONS_POLL_MS: '100',
        PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'http://statehouse.test',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const origin = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match) {
            clearInterval(timer);
            resolve(match[1]!);
          }
        }, 50);
        void exited.then(() => {
          clearInterval(timer);
          reject(new Error(`server exited before listening:\n${output}`));
        });
      });
      const request = browser(origin);
      await request('/api/auth/session');
      const signUp = await request('/api/auth/signup', {
        method: 'POST',
        body: { email: 'follower@example.org', password: 'correct horse battery staple', display_name: 'F' },
      });
      expect(signUp.status).toBe(201);
      const follow = await request('/api/follows', {
        method: 'PUT',
        body: { kind: 'search', search: { query: '', filters: [] }, channels: { email: 'immediate' } },
      });
      expect(follow.status).toBe(200);
      const subscription = push.subscribe();
      const saved = await request('/api/push/subscriptions', {
        method: 'POST',
        body: { endpoint: subscription.endpoint, keys: subscription.keys },
      });
      expect(saved.status).toBe(201);

      const [mail] = await smtp.waitFor(1, 120_000);
      const [message] = await push.waitFor(1, 120_000);
      expect(mail!.to).toContain('follower@example.org');
      expect(mail!.headers['list-unsubscribe']).toMatch(/^<http:\/\/statehouse\.test\/api\/unsubscribe\//);
      expect(message!.payload).toMatchObject({ url: expect.stringMatching(/^\/app\/bill\/\d+$/) });
      const inbox = await request('/api/notifications');
      expect((inbox.body as { unread: number }).unread).toBeGreaterThan(0);
    } finally {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      await Promise.all([smtp.close(), push.close()]);
    }
  });
});
