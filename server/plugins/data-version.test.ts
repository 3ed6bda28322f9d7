// The data version (issue 17): read a few times a second under a crowd, never stale after a write of
// this process.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { writesThrough } from '../db/write-counter.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { DATA_VERSION_FRESH_MS } from './data-version.js';

describe('the data version', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const renameCal = (name: string) =>
    t.database.db
      .updateTable('legislators')
      .set({ full_name: name })
      .where('external_id', '=', 'fixture:person:1')
      .execute();

  it('counts the writes a database handle runs, and no reads', async () => {
    const db = t.database.db;
    const before = writesThrough(db)!;
    await db.selectFrom('legislators').select('id').execute();
    expect(writesThrough(db)).toBe(before);
    await renameCal('Cal Adams');
    await sql`select 1`.execute(db); // raw SQL may write: counted
    expect(writesThrough(db)).toBe(before + 2);
  });

  it('is read once for many requests, and again as soon as this process writes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const first = await t.app.dataVersion();
    const reads = vi.spyOn(t.app.db, 'selectFrom');
    onTestFinished(() => reads.mockRestore());
    expect(await Promise.all([t.app.dataVersion(), t.app.dataVersion()])).toEqual([first, first]);
    expect(await t.app.dataVersion()).toBe(first);
    expect(reads).not.toHaveBeenCalled();

    await renameCal('Cal Adams Jr.');
    const afterWrite = await t.app.dataVersion();
    expect(afterWrite).toBeGreaterThan(first);
    expect(reads).toHaveBeenCalledTimes(1);

    // Nothing written here since, but another process may have: read again once the reading is old.
    vi.setSystemTime(Date.now() + DATA_VERSION_FRESH_MS);
    expect(await t.app.dataVersion()).toBe(afterWrite);
    expect(reads).toHaveBeenCalledTimes(2);
  });
});
