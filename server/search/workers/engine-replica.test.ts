// A replica exporting a snapshot keeps answering between the export's steps (issue 21: with one replica,
// the default, searches must not wait ~10 s for an export at 1M chunks), and the engine stays as it is.
// No durations are asserted: the order of events says whether a search ran during the export.
import { describe, expect, it } from 'vitest';
import { EngineReplica } from './engine-replica.js';

function replicaOf(count: number): EngineReplica {
  const replica = new EngineReplica();
  replica.engine.apply({
    type: 'saveObjects',
    index: 'bill_text',
    objects: Array.from({ length: count }, (_, i) => ({
      objectID: `chunk-${i}`,
      text: `Section ${i} of the act relative to item ${i % 97}`,
      bill: `H${i % 50}`,
    })),
  });
  return replica;
}

describe('engine replica', () => {
  it('answers a search between the steps of a snapshot export, which gives the same bytes', async () => {
    const replica = replicaOf(2000);
    const events: string[] = [];
    // A slice of 0 ms: the thread gets a turn after every step.
    const exporting = replica.exportSnapshotBetweenReads(0).then((exported) => {
      events.push('exported');
      return exported;
    });
    setImmediate(() => {
      const { nbHits } = replica.engine.search('bill_text', { query: 'section' });
      events.push(`search ${nbHits}`);
    });
    const { value } = await exporting;
    expect(events).toEqual(['search 2000', 'exported']);
    expect(value.bytes).toEqual(replica.exportSnapshot().value.bytes);
  });

  it('refuses a write while it exports (the pool sends none) and takes one after', async () => {
    const replica = replicaOf(100);
    const exporting = replica.exportSnapshotBetweenReads(0);
    const write = { seq: 1, text: JSON.stringify({ type: 'clearObjects', index: 'bill_text' }) };
    expect(() => replica.apply([write], true)).toThrowError(/while it exports a snapshot/);
    await exporting;
    expect(replica.apply([write], true)).toEqual({ appliedSeq: 1, failures: [] });
    expect(replica.engine.search('bill_text', { query: '' }).nbHits).toBe(0);
  });
});
