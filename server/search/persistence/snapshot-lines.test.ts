// The stored snapshot's bytes: format 2 (JSON lines) round-trips the engine's state, and format 1 (one
// JSON text) written before it still loads.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { EngineSnapshot } from '../engine/search-engine.js';
import { decodeSnapshot, encodeSnapshot } from './snapshot-codec.js';
import { decodeSnapshotLines, encodeSnapshotLines } from './snapshot-lines.js';

function state(recordCounts: number[]): EngineSnapshot {
  return {
    version: 1,
    indexes: recordCounts.map((count, i) => ({
      name: `index_${i}`,
      settings: { searchableAttributes: ['title', 'text'] },
      // Newlines, quotes and non-ASCII text inside records must not split or break a line.
      records: Array.from({ length: count }, (_, n) => ({
        objectID: `${i}-${n}`,
        title: `Bill "${n}"\nsecond line`,
        text: 'Größe — 改正\r\n',
        tags: [n, null, { deep: true }],
      })),
      synonyms: [{ objectID: 's1', type: 'synonym', synonyms: ['car', 'auto'] }],
      rules: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    })),
  };
}

describe('snapshot lines', () => {
  it('round-trips indexes of no records, a few, and more than one piece of records', async () => {
    const original = state([0, 3, 5000]);
    const bytes = encodeSnapshotLines(original);
    expect(decodeSnapshotLines(Buffer.from(bytes))).toEqual(original);
    expect(decodeSnapshot(await encodeSnapshot(bytes))).toEqual(original);
  });

  it('writes one line per record after the header', () => {
    const text = Buffer.from(encodeSnapshotLines(state([2, 1]))).toString('utf8');
    const lines = text.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(1 + 3);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      version: 2,
      indexes: [{ recordCount: 2 }, { recordCount: 1 }],
    });
  });

  it('gives its bytes an ArrayBuffer of their own, so moving them to another thread takes nothing else', () => {
    const bytes = encodeSnapshotLines(state([1]));
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(bytes.length);
  });

  it('reads a format 1 snapshot (the whole state as one JSON text), gzip’d or not', () => {
    const original = state([4]);
    const json = Buffer.from(JSON.stringify(original));
    expect(decodeSnapshot(gzipSync(json))).toEqual(original);
    expect(decodeSnapshot(new Uint8Array(json))).toEqual(original);
  });

  it('refuses a snapshot with fewer records than its header counts', () => {
    const text = Buffer.from(encodeSnapshotLines(state([3]))).toString('utf8');
    const cut = text.slice(0, text.lastIndexOf('\n', text.length - 2) + 1);
    expect(() => decodeSnapshotLines(Buffer.from(cut))).toThrow(/fewer records than its header says/);
  });
});
