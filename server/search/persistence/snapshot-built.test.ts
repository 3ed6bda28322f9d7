// Snapshot formats 3 and 4 (the built index; 4 holds records by attribute): an engine restored from one
// answers exactly as one rebuilt from its records (the way formats 1 and 2 load), before and after further
// writes; a snapshot cut short or changed is refused.
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../engine/search-engine.js';
import { fromRecordColumns, type RecordColumns } from '../engine/record-columns.js';
import { SharedValues } from '../engine/shared-values.js';
import type { SearchParams, SearchRecord } from '../types.js';
import { EngineReplica } from '../workers/engine-replica.js';
import { fromPlanes } from './int32-planes.js';
import { decodeBuiltSnapshot, encodeBuiltSnapshot } from './snapshot-built.js';
import { decodeSnapshot, encodeSnapshot } from './snapshot-codec.js';
import { encodeSnapshotLines } from './snapshot-lines.js';

const topics = ['school libraries', 'ferry service', 'public transportation', 'Größe des Hafens', 'water'];
const records: SearchRecord[] = Array.from({ length: 400 }, (_, i) => ({
  objectID: `b${i}`,
  title: `An Act relative to ${topics[i % topics.length]} number ${i}`,
  text: i % 3 === 0 ? `funding for ${topics[(i + 1) % topics.length]}\nsecond line` : undefined,
  chamber: i % 2 ? 'House' : 'Senate',
  year: 2020 + (i % 6),
  votes: (i * 37) % 101,
  _tags: [`t${i % 4}`],
  _geoloc: { lat: 42 + i / 1000, lng: -71 },
}));
const settings = {
  searchableAttributes: ['title', 'unordered(text)'],
  attributesForFaceting: ['chamber', 'searchable(year)', 'filterOnly(votes)'],
  customRanking: ['desc(votes)'],
  attributesToHighlight: ['title', 'text'],
};

/** An engine written as a server's would be: a bulk save, then updates and deletes (dead documents). */
function writtenEngine(): SearchEngine {
  const engine = new SearchEngine();
  engine.apply({ type: 'setSettings', index: 'bills', settings });
  engine.apply({ type: 'saveObjects', index: 'bills', objects: records });
  engine.apply({
    type: 'saveObjects',
    index: 'bills',
    objects: [{ ...records[7]!, title: 'Replaced title about harbours', votes: 100 }],
  });
  engine.apply({ type: 'deleteObjects', index: 'bills', objectIDs: ['b3', 'b11', 'b250'] });
  engine.apply({
    type: 'saveSynonyms',
    index: 'bills',
    synonyms: [{ objectID: 's1', type: 'synonym', synonyms: ['ferry', 'boat'] }],
    replaceExisting: false,
  });
  // No searchableAttributes: the searchable attributes are found in the records, in order.
  engine.apply({
    type: 'saveObjects',
    index: 'notes',
    objects: [
      { objectID: 'n1', body: 'ferry notes', extra: 'harbour' },
      { objectID: 'n2', heading: 'libraries', body: 'school' },
    ],
  });
  return engine;
}

const queries: SearchParams[] = [
  { query: '' },
  { query: 'ferry', facets: ['*'] },
  { query: 'boat' },
  { query: 'libraris school', hitsPerPage: 50, facets: ['chamber', 'year'] },
  { query: 'numb', facetFilters: [['chamber:house']], filters: 'votes > 20', facets: ['chamber'] },
  { query: 'harbours' },
  { query: '"relative to ferry"', advancedSyntax: true },
  { query: 'funding', tagFilters: ['t1'], attributesToSnippet: ['text:3'] },
  { query: 'grosse', aroundLatLng: '42.1, -71', aroundRadius: 50_000, getRankingInfo: true },
  { query: 'water', distinct: 1, attributeForDistinct: 'chamber' },
];

function answers(engine: SearchEngine) {
  const search = (index: string, params: SearchParams) => ({
    ...engine.search(index, params),
    processingTimeMS: 0,
  });
  return [
    ...queries.map((params) => search('bills', params)),
    search('notes', { query: 'harbour' }),
    search('notes', { query: 'school' }),
    engine.searchForFacetValues('bills', 'year', { facetQuery: '202' }),
  ].map((answer) => ({ ...answer, processingTimeMS: 0 }));
}

/** What a format 1 or 2 snapshot would load: the records indexed again. */
const rebuilt = (engine: SearchEngine) => SearchEngine.fromSnapshot(engine.exportState());

async function throughStore(engine: SearchEngine): Promise<SearchEngine> {
  const blob = await encodeSnapshot(encodeBuiltSnapshot(engine.exportBuiltState()));
  return SearchEngine.fromSnapshot(decodeSnapshot(blob));
}

/**
 * The engine's state as format 3 wrote it: each index's records as one list, typed arrays as their raw
 * bytes (`int32` sections).
 */
function format3(engine: SearchEngine): Buffer {
  const state = engine.exportBuiltState();
  for (const index of state.indexes) {
    const columns = index.data.records as RecordColumns;
    // By document number, as the postings refer to them: null for a removed or replaced document.
    index.data.records = fromRecordColumns(columns, new SharedValues()).map((record) => record ?? null);
  }
  const bytes = Buffer.from(encodeBuiltSnapshot(state));
  const headerEnd = bytes.indexOf(0x0a);
  const header = JSON.parse(bytes.toString('utf8', 0, headerEnd)) as {
    version: number;
    sections: { kind: string; bytes: number; differences?: boolean }[];
    crc32: number;
  };
  let at = headerEnd + 1;
  const bodies = header.sections.map((section) => {
    const body = bytes.subarray(at, (at += section.bytes));
    if (section.kind !== 'int32-planes') return body;
    const raw = new Uint8Array(fromPlanes(body, section.differences === true).buffer);
    Object.assign(section, { kind: 'int32', differences: undefined });
    return raw;
  });
  header.version = 3;
  header.crc32 = bodies.filter((body) => body.length > 0).reduce((sum, body) => crc32(body, sum), 0);
  return Buffer.concat([Buffer.from(JSON.stringify(header) + '\n'), ...bodies]);
}

describe('snapshot formats 3 and 4 (the built index)', () => {
  it('gives the same hits, order, facets and highlights as an index rebuilt from its records', async () => {
    const engine = writtenEngine();
    const restored = await throughStore(engine);
    expect(answers(restored)).toEqual(answers(rebuilt(engine)));
    expect(answers(restored)).toEqual(answers(engine));
    expect(restored.exportState()).toEqual(engine.exportState());
    // Every query finds something, so the comparisons above compare hits and facets, not empty answers.
    for (const params of queries)
      expect(restored.search('bills', params).nbHits, params.query).toBeGreaterThan(0);
  });

  it('keeps answering the same after writes that follow the restart', async () => {
    const engine = writtenEngine();
    const restored = await throughStore(engine);
    const fresh = rebuilt(engine);
    for (const target of [restored, fresh]) {
      target.apply({
        type: 'saveObjects',
        index: 'bills',
        objects: [
          { objectID: 'b1', title: 'Ferry boat schedules', chamber: 'House', year: 2030, votes: 7 },
          { objectID: 'new', title: 'A new harbours act', chamber: 'Joint', year: 2031, votes: 3 },
        ],
      });
      target.apply({ type: 'deleteObjects', index: 'bills', objectIDs: ['b5'] });
      target.apply({ type: 'saveObjects', index: 'notes', objects: [{ objectID: 'n3', footer: 'harbour' }] });
    }
    expect(answers(restored)).toEqual(answers(fresh));
  });

  it('is what a replica exports, and the replica loads it back', () => {
    const replica = new EngineReplica();
    replica.engine = writtenEngine();
    const { bytes } = replica.exportSnapshot().value;
    const loaded = new EngineReplica();
    loaded.load({ snapshot: bytes, entries: [], lastSeq: 0 });
    expect(answers(loaded.engine)).toEqual(answers(replica.engine));
  });

  it('still loads format 2 (records as JSON lines) and format 1 (one JSON text)', () => {
    const engine = writtenEngine();
    const format2 = decodeSnapshot(encodeSnapshotLines(engine.exportState()));
    const format1 = decodeSnapshot(Buffer.from(JSON.stringify(engine.exportState())));
    expect(answers(SearchEngine.fromSnapshot(format2))).toEqual(answers(engine));
    expect(answers(SearchEngine.fromSnapshot(format1))).toEqual(answers(engine));
  });

  it('still loads format 3 (records as one list, null for a removed document)', () => {
    const engine = writtenEngine();
    const bytes = format3(engine);
    expect(bytes.toString('utf8', 0, 13)).toBe('{"version":3,');
    expect(bytes.includes('"kind":"int32"')).toBe(true);
    expect(bytes.includes('int32-planes')).toBe(false);
    const restored = SearchEngine.fromSnapshot(decodeSnapshot(bytes));
    expect(answers(restored)).toEqual(answers(engine));
    expect(restored.exportState()).toEqual(engine.exportState());
  });

  it('writes format 4 (records by attribute), which keeps a text UTF-8 cannot hold', async () => {
    const engine = writtenEngine();
    const bytes = Buffer.from(encodeBuiltSnapshot(engine.exportBuiltState()));
    expect(bytes.toString('utf8', 0, 13)).toBe('{"version":4,');
    engine.apply({
      type: 'saveObjects',
      index: 'notes',
      objects: [{ objectID: 'n9', body: 'cut inside a character \ud83d', extra: 'Größe 🚢' }],
    });
    expect((await throughStore(engine)).exportState()).toEqual(engine.exportState());
  });

  it('refuses a snapshot cut short, anywhere, gzip’d or not', async () => {
    const bytes = Buffer.from(encodeBuiltSnapshot(writtenEngine().exportBuiltState()));
    const headerEnd = bytes.indexOf(0x0a);
    for (const length of [10, headerEnd, headerEnd + 1, headerEnd + 100, bytes.length - 1]) {
      expect(() => decodeBuiltSnapshot(bytes.subarray(0, length)), `cut at ${length}`).toThrow();
    }
    const blob = await encodeSnapshot(bytes);
    expect(() => decodeSnapshot(blob.subarray(0, blob.length - 8))).toThrow();
    expect(() => decodeSnapshot(bytes.subarray(0, bytes.length - 4))).toThrow(/ends early/);
  });

  it('refuses a snapshot whose bytes were changed', () => {
    const bytes = Buffer.from(encodeBuiltSnapshot(writtenEngine().exportBuiltState()));
    const damaged = Buffer.from(bytes);
    damaged[bytes.length - 100] = bytes[bytes.length - 100]! ^ 0x01;
    expect(() => decodeBuiltSnapshot(damaged)).toThrow(/checksum does not match/);
    const longer = Buffer.concat([bytes, Buffer.from('x')]);
    expect(() => decodeBuiltSnapshot(longer)).toThrow(/longer than its header says/);
  });

  it('keeps its typed arrays apart from the snapshot’s bytes (the bytes can be freed)', () => {
    const bytes = Buffer.from(encodeBuiltSnapshot(writtenEngine().exportBuiltState()));
    const { data } = decodeBuiltSnapshot(bytes).indexes[0]!;
    expect(data.postings.docs.values.buffer).not.toBe(bytes.buffer);
    expect(data.postings.docs.values.byteOffset).toBe(0);
  });
});
