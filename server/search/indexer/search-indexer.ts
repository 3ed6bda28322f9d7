// Keeps the search indexes in step with the database. A sync reads the write counters of the tables the
// indexes are built from (search_source_versions, bumped by triggers); the indexes reading a table that
// changed since the last sync are rebuilt from the database, their records' fingerprints compared with
// what was pushed last time (search_sync_state), and only the difference sent through the algoliasearch
// client — so the same code fills our embedded server or hosted Algolia. The first sync of a process
// rebuilds every index. A sync runs at start, on a timer, and soon after `requestSync()`.
import { createHash } from 'node:crypto';
import type { Algoliasearch } from 'algoliasearch';
import type { Db } from '../../db/database.js';
import { buildRecords, indexesReading } from './build-records.js';
import { SEARCH_INDEXES } from './index-definitions.js';

const SETTINGS_KEY = '__settings__';
const WRITE_CHUNK = 1000;

export interface SyncReport {
  index: string;
  saved: number;
  deleted: number;
  settingsChanged: boolean;
}

export interface SearchIndexerOptions {
  db: Db;
  client: Algoliasearch;
  /** How often to look for changes made outside this process (importers, seeds). */
  intervalMs?: number;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

const fingerprint = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

export function createSearchIndexer({ db, client, intervalMs = 5_000, log }: SearchIndexerOptions) {
  let running: Promise<SyncReport[]> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let soon: NodeJS.Timeout | undefined;
  /** Each source table's write counter as of the last sync that succeeded; none before the first. */
  let syncedVersions: Map<string, number> | undefined;

  async function syncIndex(
    name: string,
    settings: object,
    records: { objectID: string }[],
  ): Promise<SyncReport> {
    const known = new Map(
      (
        await db
          .selectFrom('search_sync_state')
          .select(['object_id', 'fingerprint'])
          .where('index_name', '=', name)
          .execute()
      ).map((row) => [row.object_id, row.fingerprint]),
    );
    const settingsPrint = fingerprint(settings);
    const settingsChanged = known.get(SETTINGS_KEY) !== settingsPrint;
    if (settingsChanged) {
      await client.setSettings({ indexName: name, indexSettings: settings });
    }
    const changed: { objectID: string }[] = [];
    const prints = new Map<string, string>();
    for (const record of records) {
      const print = fingerprint(record);
      prints.set(record.objectID, print);
      if (known.get(record.objectID) !== print) changed.push(record);
    }
    const removed = [...known.keys()].filter((id) => id !== SETTINGS_KEY && !prints.has(id));
    for (let i = 0; i < changed.length; i += WRITE_CHUNK) {
      const chunk = changed.slice(i, i + WRITE_CHUNK);
      await client.saveObjects({
        indexName: name,
        objects: chunk as Record<string, unknown>[],
        waitForTasks: false,
      });
      await remember(
        name,
        chunk.map((r) => [r.objectID, prints.get(r.objectID)!]),
      );
    }
    for (let i = 0; i < removed.length; i += WRITE_CHUNK) {
      const chunk = removed.slice(i, i + WRITE_CHUNK);
      await client.deleteObjects({ indexName: name, objectIDs: chunk, waitForTasks: false });
      await db
        .deleteFrom('search_sync_state')
        .where('index_name', '=', name)
        .where('object_id', 'in', chunk)
        .execute();
    }
    if (settingsChanged) await remember(name, [[SETTINGS_KEY, settingsPrint]]);
    return { index: name, saved: changed.length, deleted: removed.length, settingsChanged };
  }

  /** Fingerprints are recorded only after the write succeeded, so a failed sync is retried next time. */
  async function remember(name: string, rows: [string, string][]) {
    for (let i = 0; i < rows.length; i += 300) {
      await db
        .insertInto('search_sync_state')
        .values(
          rows
            .slice(i, i + 300)
            .map(([object_id, print]) => ({ index_name: name, object_id, fingerprint: print })),
        )
        .onConflict((oc) =>
          oc
            .columns(['index_name', 'object_id'])
            .doUpdateSet((eb) => ({ fingerprint: eb.ref('excluded.fingerprint') })),
        )
        .execute();
    }
  }

  // Settled by the first sync that completes: until then searches answer from incomplete indexes.
  let markComplete = () => {};
  const complete = new Promise<void>((resolve) => {
    markComplete = resolve;
  });

  async function syncOnce(): Promise<SyncReport[]> {
    const started = performance.now();
    // Read before the records: a write landing while they are built shows up again next time.
    const versions = new Map(
      (await db.selectFrom('search_source_versions').select(['table_name', 'version']).execute()).map(
        (row) => [row.table_name, Number(row.version)],
      ),
    );
    const previous = syncedVersions;
    const stale = previous
      ? indexesReading(
          [...versions].filter(([table, version]) => previous.get(table) !== version).map(([t]) => t),
        )
      : new Set(SEARCH_INDEXES);
    if (stale.size === 0) {
      markComplete();
      return [];
    }
    const content = await buildRecords(db, stale);
    const reports: SyncReport[] = [];
    for (const [name, { settings, records }] of content)
      reports.push(await syncIndex(name, settings, records));
    syncedVersions = versions;
    markComplete();
    const changes = reports.filter((r) => r.saved || r.deleted || r.settingsChanged);
    if (changes.length > 0) {
      log?.info({ changes, ms: Math.round(performance.now() - started) }, 'search indexes synced');
    }
    return reports;
  }

  /** Runs a sync, or queues one more after the running one, so callers never overlap syncs. */
  function sync(): Promise<SyncReport[]> {
    if (running) {
      again = true;
      return running;
    }
    running = syncOnce().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void sync().catch((error: unknown) => log?.error({ err: error }, 'search sync failed'));
      }
    });
    return running;
  }

  return {
    sync,
    /** Resolves once every index holds the whole database as it was at some sync (readiness). */
    complete,
    /** Ask for a sync shortly (writes come in bursts; one sync covers them). */
    requestSync(delayMs = 500) {
      if (soon) return;
      soon = setTimeout(() => {
        soon = undefined;
        void sync().catch((error: unknown) => log?.error({ err: error }, 'search sync failed'));
      }, delayMs);
      soon.unref();
    },
    start() {
      void sync().catch((error: unknown) => log?.error({ err: error }, 'search sync failed'));
      timer = setInterval(
        () => void sync().catch((error: unknown) => log?.error({ err: error }, 'search sync failed')),
        intervalMs,
      );
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      clearTimeout(soon);
      await running?.catch(() => {});
    },
  };
}

export type SearchIndexer = ReturnType<typeof createSearchIndexer>;
