// The sync against recorded responses of the real sources (../shared/data through the replay server):
// the 50 malegislature.gov documents of the 192nd with MAPLE's histories read as the API serves them end
// up exactly as the file importers leave the same data: the same bills, statuses, laws, actions,
// sponsors and hearings. One write path, one derivation. Skips without the data (fails on CI).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { importMalegislatureBills } from '../db/import/malegislature-json.js';
import { importMapleHistory } from '../db/import/maple-history.js';
import { importOpenStatesPeople } from '../db/import/openstates-people.js';
import {
  dataDir,
  hasData,
  malegislatureDir,
  mapleHistoryCsv,
  maPeopleDir,
  openMigratedSqlite,
  PEOPLE_SNAPSHOT_DAY,
  sharedDataParse,
  warnIfNoData,
} from '../db/import/test-support.js';
import { runSync } from './run-sync.js';
import { readerSnapshot, settingsFor } from './sync-test-helpers.js';
import { recordingsFromSharedData, startReplayServer, type ReplayServer } from './testing/replay-server.js';

warnIfNoData('shared-data-sync');

describe.skipIf(!hasData)('a sync of recorded malegislature.gov responses', () => {
  let server: ReplayServer;
  let synced: Db;
  let imported: Db;

  beforeAll(async () => {
    // The 50 sample documents come first; no bill beyond them.
    server = await startReplayServer({ recordings: recordingsFromSharedData(dataDir, { limitBills: 50 }) });
    synced = await openMigratedSqlite();
    imported = await openMigratedSqlite();
    for (const db of [synced, imported])
      await importOpenStatesPeople(db, maPeopleDir, { today: PEOPLE_SNAPSHOT_DAY, parsed: sharedDataParse });
    await importMalegislatureBills(imported, malegislatureDir);
    await importMapleHistory(imported, mapleHistoryCsv, { parsed: sharedDataParse });
  });
  afterAll(async () => {
    await server?.close();
    await synced?.destroy();
    await imported?.destroy();
  });

  it('leaves the bills, histories, statuses, laws, sponsors and hearings the importers leave', async () => {
    const { unfinished, progress } = await runSync(synced, settingsFor(server), {
      state: 'ma',
      today: '2022-08-15',
    });
    expect(unfinished).toBe(false);
    expect(progress.billsNew).toBe(50);
    const [sync, files] = [await readerSnapshot(synced), await readerSnapshot(imported)];
    expect(sync.bills).toEqual(files.bills);
    expect(sync.actions).toEqual(files.actions);
    expect(sync.cosponsors).toEqual(files.cosponsors);
    expect(sync.meetings).toEqual(files.meetings);
    expect(sync.meetingBills).toEqual(files.meetingBills);
    expect(files.bills.length).toBe(50);
  });
});
