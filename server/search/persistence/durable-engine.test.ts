import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SearchEngine } from '../engine/search-engine.js';
import type { WriteOperation } from '../types.js';
import { openDurableSearchEngine } from './restore-search-engine.js';
import { openSearchStore } from './search-store.js';
import { comparableState } from './testing/comparable-state.js';

const rarely = { everyOperations: 1_000_000, everyBytes: 1e12 };
const save = (index: string, ...ids: string[]): WriteOperation => ({
  type: 'saveObjects',
  index,
  objects: ids.map((objectID) => ({ objectID, title: `Bill ${objectID}` })),
});

describe('DurableEngine', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'search-store-'));
    file = join(dir, 'search.db');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('returns increasing taskIDs and rebuilds the same state from the log after an unclean stop', () => {
    const store = openSearchStore(file);
    const durable = openDurableSearchEngine(store, rarely);
    expect(durable.write([save('bills', '1', '2')])).toBe(1);
    expect(
      durable.write([{ type: 'setSettings', index: 'bills', settings: { customRanking: ['desc(year)'] } }]),
    ).toBe(2);
    expect(
      durable.write([save('bills', '3'), { type: 'deleteObjects', index: 'bills', objectIDs: ['1'] }]),
    ).toBe(4);
    store.db.close(); // no snapshot: as if the process died

    const reopened = openDurableSearchEngine(openSearchStore(file), rarely);
    expect(reopened.appliedSeq).toBe(4);
    expect(comparableState(reopened.engine)).toEqual(comparableState(durable.engine));
    expect(reopened.engine.getObject('bills', '3')).toEqual({ objectID: '3', title: 'Bill 3' });
  });

  it('snapshots after N operations, drops the covered log, and keeps taskIDs increasing', async () => {
    const store = openSearchStore(file);
    const durable = openDurableSearchEngine(store, { everyOperations: 3, everyBytes: 1e12 });
    for (let i = 1; i <= 3; i += 1) durable.write([save('bills', String(i))]);
    await durable.snapshot(); // the one the third write started
    expect(store.latestSnapshot()?.seqUpto).toBe(3);
    expect([...store.operationsAfter(0)]).toEqual([]);
    durable.write([save('bills', '4')]);
    store.db.close();

    const reopened = openDurableSearchEngine(openSearchStore(file), rarely);
    expect(reopened.appliedSeq).toBe(4);
    expect(reopened.engine.exportState().indexes[0]?.records).toHaveLength(4);
    expect(reopened.write([save('bills', '5')])).toBe(5);
    await reopened.close();
  });

  it('writes a final snapshot at close, so start-up has nothing to replay', async () => {
    const durable = openDurableSearchEngine(openSearchStore(file), rarely);
    durable.write([save('bills', '1')]);
    await durable.close();
    const store = openSearchStore(file);
    expect(store.latestSnapshot()?.seqUpto).toBe(1);
    expect([...store.operationsAfter(0)]).toEqual([]);
    const reopened = openDurableSearchEngine(store, rarely);
    expect(comparableState(reopened.engine)).toEqual(comparableState(durable.engine));
    store.close();
  });

  it('drops a rejected operation from the log and rethrows its error', () => {
    const store = openSearchStore(file);
    const durable = openDurableSearchEngine(store, rarely);
    durable.write([save('bills', '1')]);
    expect(() => durable.write([{ type: 'moveIndex', index: 'missing', destination: 'x' }])).toThrowError(
      'Index does not exist',
    );
    expect([...store.operationsAfter(0)].map((entry) => entry.op.type)).toEqual(['saveObjects']);
    expect(durable.write([save('bills', '2')])).toBe(3);
    store.close();
  });

  it('works in memory for tests', () => {
    const durable = openDurableSearchEngine(openSearchStore(':memory:'), rarely);
    durable.write([save('a', '1')]);
    expect(durable.engine).toBeInstanceOf(SearchEngine);
    expect(durable.engine.hasIndex('a')).toBe(true);
  });
});
