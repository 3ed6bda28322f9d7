import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureJurisdiction } from '../db/repositories/jurisdictions-repository.js';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../testing/test-database.js';
import { statesSyncedOnce, whenSyncedOnce } from './first-sync.js';
import { recordSyncError, saveSyncState } from './sync-store.js';

const postgres = await postgresAvailable();

const kinds: ('sqlite' | 'postgres')[] = postgres ? ['sqlite', 'postgres'] : ['sqlite'];

describe.each(kinds)('readiness waits for a first sync (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  const jurisdictionId = async (code: string) => (await ensureJurisdiction(database.db, code)).id;

  it('waits until each state has had a run end, a failed one included, and counts a run still going as none', async () => {
    const { db } = database;
    const controller = new AbortController();
    let ready = false;
    const waiting = whenSyncedOnce(db, ['ma'], { intervalMs: 5, signal: controller.signal }).then(() => {
      ready = true;
    });
    // A run that started and has not ended (its checkpoint only) is not a first sync.
    await saveSyncState(db, await jurisdictionId('ma'), 'malegislature', {
      checkpoint: '{"batch":1}',
      run_started_at: new Date().toISOString(),
    });
    expect(await statesSyncedOnce(db, ['ma'])).toEqual(new Set());
    expect(ready).toBe(false);
    // The source was down: the run failed, and the server serves what it has.
    await saveSyncState(db, await jurisdictionId('ma'), 'malegislature', { last_error: 'HTTP 503' });
    await waiting;
    expect(ready).toBe(true);
    await jurisdictionId('mo');
    expect(await statesSyncedOnce(db, ['ma', 'mo'])).toEqual(new Set(['ma']));
  });

  it('counts a first run that failed before the state had any data, without making the state appear', async () => {
    const { db } = database;
    const controller = new AbortController();
    const waiting = whenSyncedOnce(db, ['ny'], { intervalMs: 5, signal: controller.signal });
    expect(await statesSyncedOnce(db, ['ny'])).toEqual(new Set());
    await recordSyncError(db, 'ny', 'openstates', 'HTTP 503 from the source');
    await waiting;
    expect(await statesSyncedOnce(db, ['ny'])).toEqual(new Set(['ny']));
    const nyRows = await db.selectFrom('jurisdictions').select('id').where('code', '=', 'ny').execute();
    expect(nyRows).toEqual([]);
    // Failing again keeps one record, the latest.
    await recordSyncError(db, 'ny', 'openstates', 'HTTP 502 from the source');
    expect(await db.selectFrom('sync_failures').selectAll().where('state_code', '=', 'ny').execute()).toEqual(
      [expect.objectContaining({ source: 'openstates', error: 'HTTP 502 from the source' })],
    );
  });

  it('stops waiting when the server shuts down', async () => {
    const controller = new AbortController();
    const waiting = whenSyncedOnce(database.db, ['mo'], { intervalMs: 5, signal: controller.signal });
    controller.abort();
    await expect(waiting).resolves.toBeUndefined();
  });
});
