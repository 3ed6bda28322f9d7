// The scheduled job: one run at a time, and stopped cleanly (the run in flight aborted, its checkpoint
// kept for the next start) before the server closes the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { createSyncScheduler } from './sync-scheduler.js';
import { loadSyncState } from './sync-store.js';
import { settingsFor } from './sync-test-helpers.js';
import { startReplayServer, syntheticRecordings, type ReplayServer } from './testing/replay-server.js';

let server: ReplayServer;
let database: TestDatabase;
const logged: string[] = [];
const log = {
  info: (_fields: unknown, message?: string) => void logged.push(`info ${message}`),
  warn: (_fields: unknown, message?: string) => void logged.push(`warn ${message}`),
  error: (_fields: unknown, message?: string) => void logged.push(`error ${message}`),
};

beforeAll(async () => {
  // Slow enough that a stop lands mid-run.
  server = await startReplayServer({ recordings: syntheticRecordings(), latencyMs: 60 });
  database = await createTestDatabase('sqlite');
});
afterAll(async () => {
  await server.close();
  await database.dispose();
});

describe('the scheduled sync', () => {
  it('runs one sync at a time and stops it cleanly, to resume on the next start', async () => {
    const scheduler = createSyncScheduler({
      db: database.db,
      settings: settingsFor(server),
      schedule: { intervalMs: 3_600_000, states: ['ma'] },
      log,
    });
    const first = scheduler.runOnce();
    expect(scheduler.runOnce()).toBe(first);
    // Stop once the run has committed a batch: it is mid-run, whatever the machine's speed.
    while (!(await loadSyncState(database.db, 'ma', 'malegislature'))?.checkpoint) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await scheduler.stop();
    await first;
    const state = await loadSyncState(database.db, 'ma', 'malegislature');
    expect(state?.checkpoint).not.toBeNull();
    expect(logged.some((line) => line.startsWith('error'))).toBe(false);

    const again = createSyncScheduler({
      db: database.db,
      settings: settingsFor(server),
      schedule: { intervalMs: 3_600_000, states: ['ma'] },
      log,
    });
    await again.runOnce();
    await again.stop();
    expect(await loadSyncState(database.db, 'ma', 'malegislature')).toMatchObject({ checkpoint: null });
    expect(logged).toContain('info sync done');
  });
});
