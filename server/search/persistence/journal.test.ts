// The journal and an engine replica in this thread (the pool runs each in a worker thread of its own).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WriteOperation } from '../types.js';
import { EngineReplica } from '../workers/engine-replica.js';
import { Journal } from './journal.js';
import { openSearchStore } from './search-store.js';
import { comparableState } from './testing/comparable-state.js';

const rarely = { everyOperations: 1_000_000, everyBytes: 1e12 };
const save = (index: string, ...ids: string[]): WriteOperation => ({
  type: 'saveObjects',
  index,
  objects: ids.map((objectID) => ({ objectID, title: `Bill ${objectID}` })),
});

/** Logs then applies, as the pool does; returns the write's taskID (its last sequence number). */
function write(journal: Journal, replica: EngineReplica, ops: WriteOperation[]): number {
  const texts = ops.map((op) => JSON.stringify(op));
  const { firstSeq } = journal.append(texts);
  const applied = replica.apply(
    texts.map((text, i) => ({ seq: firstSeq + i, text })),
    true,
  );
  const [failure] = applied.failures;
  if (failure) {
    journal.discardFrom(failure.seq);
    throw new Error(failure.message);
  }
  return applied.appliedSeq;
}

/** A replica loaded from what the journal has stored. */
function loaded(journal: Journal): EngineReplica {
  const replica = new EngineReplica();
  replica.load(journal.load().value);
  return replica;
}

describe('journal and replica', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'search-store-'));
    file = join(dir, 'search.db');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('numbers writes in order and rebuilds the same state from the log after an unclean stop', () => {
    const journal = new Journal(file, rarely);
    const replica = loaded(journal);
    expect(write(journal, replica, [save('bills', '1', '2')])).toBe(1);
    expect(
      write(journal, replica, [
        { type: 'setSettings', index: 'bills', settings: { customRanking: ['desc(year)'] } },
      ]),
    ).toBe(2);
    expect(
      write(journal, replica, [
        save('bills', '3'),
        { type: 'deleteObjects', index: 'bills', objectIDs: ['1'] },
      ]),
    ).toBe(4);
    journal.close(); // no snapshot: as if the process died

    const reopened = loaded(new Journal(file, rarely));
    expect(reopened.appliedSeq).toBe(4);
    expect(comparableState(reopened.engine)).toEqual(comparableState(replica.engine));
    expect(reopened.engine.getObject('bills', '3')).toEqual({ objectID: '3', title: 'Bill 3' });
  });

  it('says when a snapshot is due, drops the log it covers, and keeps numbering after it', async () => {
    const journal = new Journal(file, { everyOperations: 3, everyBytes: 1e12 });
    const replica = loaded(journal);
    for (let i = 1; i <= 2; i += 1) write(journal, replica, [save('bills', String(i))]);
    expect(journal.snapshotDue()).toBe(false);
    write(journal, replica, [save('bills', '3')]);
    expect(journal.snapshotDue()).toBe(true);
    const { seqUpto, bytes } = replica.exportSnapshot().value;
    expect(await journal.saveSnapshot(seqUpto, bytes)).toEqual({ snapshotDue: false });
    const store = openSearchStore(file);
    expect(store.latestSnapshot()?.seqUpto).toBe(3);
    expect([...store.operationsAfter(0)]).toEqual([]);
    store.close();
    write(journal, replica, [save('bills', '4')]);
    journal.close();

    const reopenedJournal = new Journal(file, rarely);
    const reopened = loaded(reopenedJournal);
    expect(reopened.appliedSeq).toBe(4);
    expect(reopened.engine.exportState().indexes[0]?.records).toHaveLength(4);
    expect(write(reopenedJournal, reopened, [save('bills', '5')])).toBe(5);
    reopenedJournal.close();
  });

  it('drops a rejected operation and the rest of its write from the log', () => {
    const journal = new Journal(file, rarely);
    const replica = loaded(journal);
    write(journal, replica, [save('bills', '1')]);
    expect(() =>
      write(journal, replica, [
        save('bills', '2'),
        { type: 'moveIndex', index: 'missing', destination: 'x' },
        save('bills', '3'),
      ]),
    ).toThrowError('Index does not exist');
    const store = openSearchStore(file);
    expect([...store.operationsAfter(0)].map((entry) => entry.seq)).toEqual([1, 2]);
    store.close();
    expect(replica.engine.getObject('bills', '2')).toBeDefined();
    expect(replica.engine.getObject('bills', '3')).toBeUndefined();
    expect(write(journal, replica, [save('bills', '4')])).toBe(3);
    journal.close();
  });

  it('skips an operation that fails again on replay, and says so', () => {
    const journal = new Journal(file, rarely);
    journal.append([
      JSON.stringify(save('bills', '1')),
      JSON.stringify({ type: 'moveIndex', index: 'no', destination: 'x' }),
    ]);
    const replica = new EngineReplica();
    const { appliedSeq, failures } = replica.load(journal.load().value);
    expect(appliedSeq).toBe(2);
    expect(failures).toEqual([{ seq: 2, status: 404, message: 'Index does not exist' }]);
    expect(replica.engine.hasIndex('bills')).toBe(true);
    journal.close();
  });

  it('works in memory for tests', () => {
    const journal = new Journal(':memory:', rarely);
    const replica = loaded(journal);
    write(journal, replica, [save('a', '1')]);
    expect(replica.engine.hasIndex('a')).toBe(true);
    journal.close();
  });
});
