import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAttemptsRepository } from '../../../db/repositories/auth-attempts-repository.js';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../../testing/test-database.js';
import {
  ProgressiveDelay,
  retryAfterSentence,
  SlidingWindowLimiter,
  type AttemptStore,
} from './rate-limiter.js';

const postgres = await postgresAvailable();

describe.each([
  ['SQLite', 'sqlite'],
  ['PostgreSQL', 'postgres'],
] as const)('limits counted in the database (%s)', (_name, kind) => {
  const skip = kind === 'postgres' && !postgres;
  let database: TestDatabase;
  let store: AttemptStore;
  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(kind);
    store = authAttemptsRepository(database.db);
  });
  afterAll(async () => {
    if (!skip) await database.dispose();
  });

  it.skipIf(skip)(
    'SlidingWindowLimiter allows `limit` events per window and says when the oldest one leaves it',
    async () => {
      let now = Date.parse('2026-01-01T00:00:00Z');
      const start = now;
      const limiter = new SlidingWindowLimiter(store, 'window', 3, 60_000, () => now);
      for (const offset of [0, 10_000, 20_000]) {
        now = start + offset;
        expect(await limiter.retryAfterSeconds('a')).toBe(0);
        await limiter.record('a');
      }
      now = start + 30_000;
      expect(await limiter.retryAfterSeconds('a')).toBe(30);
      expect(await limiter.retryAfterSeconds('b')).toBe(0);
      now = start + 60_001; // the event at 0 has left the window
      expect(await limiter.retryAfterSeconds('a')).toBe(0);
    },
  );

  it.skipIf(skip)('two limiters over one store (two processes) count the same events', async () => {
    const first = new SlidingWindowLimiter(store, 'shared', 2, 60_000);
    const second = new SlidingWindowLimiter(store, 'shared', 2, 60_000);
    await first.record('k');
    await second.record('k');
    expect(await first.retryAfterSeconds('k')).toBeGreaterThan(0);
    expect(await second.retryAfterSeconds('k')).toBeGreaterThan(0);
    // Buckets are apart: another limit's events do not count here.
    expect(await new SlidingWindowLimiter(store, 'other', 1, 60_000).retryAfterSeconds('k')).toBe(0);
  });

  it.skipIf(skip)('forgets a key on reset', async () => {
    const limiter = new SlidingWindowLimiter(store, 'reset', 1, 60_000);
    await limiter.record('a');
    expect(await limiter.retryAfterSeconds('a')).toBeGreaterThan(0);
    await limiter.reset('a');
    expect(await limiter.retryAfterSeconds('a')).toBe(0);
  });

  it.skipIf(skip)(
    'deletes events older than the window as it records, keeping no email or address',
    async () => {
      let now = Date.parse('2026-02-01T00:00:00Z');
      const limiter = new SlidingWindowLimiter(store, 'prune', 1, 1000, () => now);
      await limiter.record('someone@example.org');
      now += 120_000;
      await limiter.record('someone-else@example.org');
      const rows = await database.db
        .selectFrom('auth_attempts')
        .selectAll()
        .where('bucket', '=', 'prune')
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    },
  );

  it.skipIf(skip)(
    'ProgressiveDelay is free for the first events, then doubles up to its cap, and forgets them after the window',
    async () => {
      let now = Date.parse('2026-03-01T00:00:00Z');
      const start = now;
      const delay = new ProgressiveDelay(store, 'delay', 2, 1000, 250, 1000, () => now);
      expect(await delay.delayMs('a')).toBe(0);
      await delay.record('a');
      await delay.record('a');
      expect(await delay.delayMs('a')).toBe(250);
      await delay.record('a');
      expect(await delay.delayMs('a')).toBe(500);
      await delay.record('a');
      await delay.record('a');
      expect(await delay.delayMs('a')).toBe(1000);
      expect(await delay.delayMs('b')).toBe(0);
      now = start + 1001;
      expect(await delay.delayMs('a')).toBe(0);
    },
  );
});

describe('retryAfterSentence', () => {
  it('speaks in seconds under a minute, else in whole minutes rounded up', () => {
    expect(retryAfterSentence(1)).toBe('Try again in 1 second.');
    expect(retryAfterSentence(45)).toBe('Try again in 45 seconds.');
    expect(retryAfterSentence(60)).toBe('Try again in 1 minute.');
    expect(retryAfterSentence(61)).toBe('Try again in 2 minutes.');
    expect(retryAfterSentence(900)).toBe('Try again in 15 minutes.');
  });
});
