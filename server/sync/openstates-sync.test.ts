// The Open States API v3 sync against the replay server's synthetic recordings: people, bills with their
// actions, sponsors, abstracts and votes, and events; then only the bills updated since (updated_since),
// with the new action written. On SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../testing/test-database.js';
import { runSync } from './run-sync.js';
import { loadSyncState } from './sync-store.js';
import { requestPaths, settingsFor } from './sync-test-helpers.js';
import { startReplayServer, syntheticRecordings, type ReplayServer } from './testing/replay-server.js';
import type { OsBill } from './testing/openstates-shapes.js';

const postgres = await postgresAvailable();
const TODAY = '2025-03-21';

describe.each([
  ['SQLite', 'sqlite'],
  ['PostgreSQL', 'postgres'],
] as const)('Open States sync (%s)', (_name, kind) => {
  const skip = kind === 'postgres' && !postgres;
  let server: ReplayServer;
  let database: TestDatabase;
  const sync = () =>
    runSync(database.db, settingsFor(server), { state: 'ma', source: 'openstates', today: TODAY });

  beforeAll(async () => {
    if (skip) return;
    server = await startReplayServer({ recordings: syntheticRecordings() });
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    if (skip) return;
    await server.close();
    await database.dispose();
  });

  it.skipIf(skip)('adds the people, bills with their history, sponsors and votes, and events', async () => {
    const { report, progress, unfinished } = await sync();
    expect(unfinished).toBe(false);
    expect(report.failure).toBeNull();
    expect(progress.billsNew).toBeGreaterThan(0);
    expect(progress.people).toBeGreaterThan(0);
    const bills = await database.db
      .selectFrom('bills')
      .select(['external_id', 'actions_known', 'sponsors_known', 'status'])
      .execute();
    expect(bills.length).toBe(progress.billsNew);
    expect(bills.every((bill) => bill.actions_known === 1 && bill.sponsors_known === 1)).toBe(true);
    expect(await database.db.selectFrom('roll_call_positions').selectAll().execute()).not.toHaveLength(0);
    const state = await loadSyncState(database.db, 'ma', 'openstates');
    expect(state).toMatchObject({ checkpoint: null, cursor: { billsUpdatedSince: expect.any(String) } });
    const { data_source } = await database.db
      .selectFrom('jurisdictions')
      .select('data_source')
      .where('code', '=', 'ma')
      .executeTakeFirstOrThrow();
    expect(data_source).toBe('Open States API');
  });

  it.skipIf(skip)(
    'then asks only for what was updated since, and writes only the bill that changed',
    async () => {
      const [first] =
        (await database.db.selectFrom('bills').select('external_id').orderBy('id').limit(1).execute()) ?? [];
      const billId = first?.external_id ?? '';
      server.resetRequests();
      const response = await fetch(`${server.openStatesBaseUrl}/bills/${billId}?include=actions`, {
        headers: { 'x-api-key': server.apiKey },
      });
      const recorded = (await response.json()) as OsBill;
      server.resetRequests();
      const newAction = {
        ...(recorded.actions.at(-1) as OsBill['actions'][number]),
        id: 'synthetic-new-action',
        description: 'Read second and ordered to a third reading',
        date: '2025-03-21',
        classification: ['reading-2'],
        order: recorded.actions.length + 1,
      };
      server.upsertOpenStatesBill({ id: billId, actions: [...recorded.actions, newAction] });
      const { progress } = await sync();
      expect(progress).toMatchObject({ billsNew: 0, billsChanged: 1 });
      const billRequests = requestPaths(server, 'openstates').filter((path) => path.startsWith('/bills'));
      expect(billRequests.every((path) => path.includes('updated_since='))).toBe(true);
      const stored = await database.db
        .selectFrom('bills')
        .select(['status', 'last_action_date'])
        .where('external_id', '=', billId)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({
        status: 'Read second and ordered to a third reading',
        last_action_date: '2025-03-21',
      });
    },
  );
});
