import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { createReadiness } from './health.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health (issue 17)', () => {
  it('is live at once, and ready only when every expected part is marked', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });

    t.app.readiness.expect('database', 'search indexes');
    const waiting = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(waiting.statusCode).toBe(503);
    expect(waiting.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Not ready yet: waiting for database, search indexes.',
    });
    t.app.readiness.mark('database');
    t.app.readiness.mark('search indexes');
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('tells whoever waits for readiness once the last part is marked', async () => {
    const readiness = createReadiness();
    readiness.expect('a', 'b');
    let ready = false;
    const waiting = readiness.whenReady().then(() => {
      ready = true;
    });
    readiness.mark('a');
    await Promise.resolve();
    expect(ready).toBe(false);
    readiness.mark('b');
    await waiting;
    expect(ready).toBe(true);
  });
});
