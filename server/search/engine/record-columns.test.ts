// Records by attribute (snapshot format 4) come back exactly as JSON would give them back, with equal
// repeated values as one copy that later saves share too.
import { describe, expect, it } from 'vitest';
import type { SearchRecord } from '../types.js';
import { fromRecordColumns, toRecordColumns, type RecordColumns } from './record-columns.js';
import { SharedValues } from './shared-values.js';

/** Chunks of a few bills: each repeats its bill's facts, with a text and an id of its own. */
const chunks: (SearchRecord | undefined)[] = Array.from({ length: 3000 }, (_, i) =>
  i % 500 === 7
    ? undefined
    : {
        objectID: `section-${i}`,
        bill_id: i % 40,
        title: `An Act relative to harbours number ${i % 40}`,
        chamber: i % 2 ? 'house' : 'senate',
        citations: i % 3 ? [] : ['M.G.L. c. 90'],
        categories: [`category ${i % 5}`],
        fields_score_tags: [{ tag: `SECTION ${i % 9}.` }],
        passed: i % 4 === 0,
        amended: null,
        text: `Section ${i} of the act, long enough not to be pooled: ${'x'.repeat(150)}`,
        ...(i % 10 === 0 ? { _geoloc: { lat: 42.3, lng: -71 }, empty: undefined } : {}),
      },
);
const asJson = (records: readonly (SearchRecord | undefined)[]) =>
  records.map((record) => (record === undefined ? undefined : JSON.parse(JSON.stringify(record))));

/** Through the snapshot's own encoding: the columns' typed arrays and strings as they are stored. */
const throughJson = (columns: RecordColumns): RecordColumns => ({
  ...(JSON.parse(JSON.stringify({ ...columns, shapeOf: [], columns: [] })) as RecordColumns),
  shapeOf: Int32Array.from(columns.shapeOf),
  columns: columns.columns.map(([key, column]) => [
    key,
    {
      pooled: [...column.pooled],
      ids: Int32Array.from(column.ids),
      others: JSON.parse(JSON.stringify(column.others)),
    },
  ]),
});

describe('record columns', () => {
  it('give back the records JSON would: attributes in order, removed documents, no undefined values', () => {
    const restored = fromRecordColumns(throughJson(toRecordColumns(chunks)), new SharedValues());
    expect(restored).toEqual(asJson(chunks));
    expect(restored.map((record) => record && Object.keys(record))).toEqual(
      asJson(chunks).map((record) => record && Object.keys(record)),
    );
    expect(restored[10]).not.toHaveProperty('empty');
  });

  it('hold a repeated value once and a mostly distinct attribute as a list', () => {
    const columns = new Map(toRecordColumns(chunks).columns);
    expect(columns.get('chamber')!.pooled).toEqual(['"senate"', '"house"']);
    expect(columns.get('objectID')!.pooled).toEqual([]);
    expect(columns.get('objectID')!.others).toHaveLength(chunks.filter(Boolean).length);
    expect(columns.get('text')!.pooled).toEqual([]);
    // Objects are never pooled: the engine shares only strings and arrays.
    expect(columns.get('_geoloc')!.pooled).toEqual([]);
  });

  it('give equal values as one copy, which a later save shares as well', () => {
    const shared = new SharedValues();
    const restored = fromRecordColumns(throughJson(toRecordColumns(chunks)), shared);
    expect(restored[40]!.categories).toBe(restored[0]!.categories);
    expect(restored[40]!.fields_score_tags).not.toBe(restored[0]!.fields_score_tags);
    expect(restored[36]!.fields_score_tags).toBe(restored[0]!.fields_score_tags);
    const saved = { objectID: 'new', categories: ['category 0'], chamber: 'senate' };
    shared.share(saved);
    expect(saved.categories).toBe(restored[0]!.categories);
  });

  it('make an attribute named __proto__ an attribute, as JSON.parse does', () => {
    const records = Array.from({ length: 100 }, (_, i) =>
      JSON.parse(`{"objectID":"r${i}","__proto__":{"polluted":true},"n":${i % 3}}`),
    ) as SearchRecord[];
    for (const few of [records, records.slice(0, 2)]) {
      const restored = fromRecordColumns(throughJson(toRecordColumns(few)), new SharedValues());
      expect(restored).toEqual(few);
      expect(Object.getPrototypeOf(restored[0])).toBe(Object.prototype);
      expect(Object.keys(restored[1]!)).toEqual(['objectID', '__proto__', 'n']);
    }
  });

  it('refuse columns that disagree with their records', () => {
    const columns = toRecordColumns(chunks);
    const fewer = throughJson(columns);
    fewer.columns.find(([key]) => key === 'text')![1].others.pop();
    expect(() => fromRecordColumns(fewer, new SharedValues())).toThrow(/inconsistent/);
    const more = throughJson(columns);
    more.columns.find(([key]) => key === 'objectID')![1].others.push('extra');
    expect(() => fromRecordColumns(more, new SharedValues())).toThrow(/inconsistent/);
    const unknown = throughJson(columns);
    unknown.shapeOf[1] = 99;
    expect(() => fromRecordColumns(unknown, new SharedValues())).toThrow(/inconsistent/);
    const badId = throughJson(columns);
    badId.columns.find(([key]) => key === 'chamber')![1].ids[0] = 5;
    expect(() => fromRecordColumns(badId, new SharedValues())).toThrow(/inconsistent/);
  });
});
