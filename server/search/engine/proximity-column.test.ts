import { describe, expect, it } from 'vitest';
import type { SearchParams } from '../types.js';
import { IndexData } from './index-data.js';
import { ProximityColumn } from './proximity-column.js';
import { planQuery } from './query-plan.js';
import { QueryScratch } from './query-scratch.js';
import { OCCURRENCE_MASK } from './term-postings.js';
import { wordMatches, type WordMatches } from './word-arrays.js';
import { matchWord } from './word-matches.js';

const WORDS = ['section', 'sections', 'second', 'secretary', 'chapter', 'law', 'laws', 'general', 'the'];

/** Records whose words repeat often (more than the 16 occurrences kept per word) in several attributes. */
function index(searchable: string[] | undefined, seed: number): IndexData {
  let state = seed;
  const random = (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
  const text = (length: number) => Array.from({ length }, () => WORDS[random(WORDS.length)]).join(' ');
  const data = new IndexData(searchable, undefined);
  for (let i = 0; i < 300; i++) {
    data.upsert({
      objectID: String(i),
      heading: text(1 + random(6)),
      text: text(10 + random(120)),
      tags: [text(2), text(3)],
    });
  }
  return data;
}

/** Proximity as first specified: every pair of kept occurrences compared. */
function referenceProximity(
  data: IndexData,
  words: ReturnType<typeof planQuery>['words'],
  hits: WordMatches[],
  doc: number,
  restrict: Set<number> | undefined,
) {
  const kept = words.map((word, w) => {
    const out: number[] = [];
    word.termIds.forEach((termId, t) => {
      if (hits[w]!.typos[doc] !== word.termTypos[t]) return;
      let o = data.postings.occurrenceStart(termId, doc);
      if (o < 0) return;
      const occ = data.postings.occurrences.values;
      for (let last = false; !last && out.length < 16; o++) {
        last = occ[o]! < 0;
        const packed = occ[o]! & OCCURRENCE_MASK;
        if (!restrict || restrict.has(packed >>> 16)) out.push(packed);
      }
    });
    return out;
  });
  let total = 0;
  let previous: number[] | undefined;
  words.forEach((_, w) => {
    if (!wordMatches(hits[w]!, doc)) return;
    if (previous) {
      let best = 8;
      for (const a of previous)
        for (const b of kept[w]!) {
          if (a >>> 16 !== b >>> 16) continue;
          const distance = Math.abs((b & 0xffff) - (a & 0xffff));
          if (distance < best) best = distance === 0 ? 1 : distance;
        }
      total += best;
    }
    previous = kept[w];
  });
  return total;
}

function column(data: IndexData, query: string, restrict?: Set<number>) {
  const plan = planQuery(query, {} as SearchParams, data.dict, []);
  const scratch = new QueryScratch();
  const hits = plan.words.map((word, slot) => matchWord(data, word, restrict, scratch, slot));
  const docs = Int32Array.from(
    Array.from({ length: data.docCount }, (_, doc) => doc).filter((doc) =>
      hits.some((hit) => wordMatches(hit, doc)),
    ),
  );
  const matched = Uint16Array.from(docs, (doc) => hits.filter((hit) => wordMatches(hit, doc)).length);
  const make = () => {
    const values = new Uint16Array(docs.length);
    return {
      values,
      column: new ProximityColumn(data, hits, docs, matched, values, restrict, scratch),
    };
  };
  return { plan, hits, docs, matched, make };
}

/** A column of `query` over the test index resolved row by row, and the bounds a fresh one starts with. */
function resolvedAndBounds(
  searchable: string[] | undefined,
  query: string,
  restrict: Set<number> | undefined,
) {
  const { docs, make } = column(index(searchable, 42), query, restrict);
  const single = make();
  single.column.resolveAll();
  return { docs, make, single, bounds: make().values.slice() };
}

describe('ProximityColumn', () => {
  const cases: [string[] | undefined, string, Set<number> | undefined][] = [
    [['heading', 'unordered(text)', 'tags'], 'section sec', undefined],
    [['heading', 'unordered(text)', 'tags'], 'section section chapter', undefined],
    [['heading,tags', 'text'], 'general laws sec', undefined],
    [undefined, 'the sec law', undefined],
    [['heading', 'text', 'tags'], 'chapter sec', new Set([1, 2])],
    // Read in place but for the tied words ('lawz' is one typo from both 'law' and 'laws', 'sec' a prefix
    // of four words): first, between others, repeated (one shared row), in rows alternating with untied.
    [['heading', 'unordered(text)', 'tags'], 'lawz chapter sec', undefined],
    [['heading', 'text', 'tags'], 'chapter lawz lawz general', undefined],
  ];

  it.each(cases)('resolves each row as the reference does (%j, %s)', (searchable, query, restrict) => {
    const data = index(searchable, 42);
    const { plan, hits, docs, matched, make } = column(data, query, restrict);
    const bulk = make();
    bulk.column.resolveAll();
    for (let row = 0; row < docs.length; row++) {
      // A fresh column per row: resolving one row alone gives what resolving them all does.
      const lazy = make();
      lazy.column.resolve(row);
      expect(lazy.values[row]).toBe(bulk.values[row]);
      const expected =
        matched[row]! > 1 ? referenceProximity(data, plan.words, hits, docs[row]!, restrict) : 0;
      expect(bulk.values[row]).toBe(expected);
    }
  });

  it.each(cases)(
    'resolves a block of rows below a limit as row by row, and no others (%j, %s)',
    (searchable, query, restrict) => {
      const { docs, make, single, bounds } = resolvedAndBounds(searchable, query, restrict);
      const block = make();
      const from = 3;
      const to = docs.length - 2;
      const limit = 3;
      block.column.resolveBelow(from, to, limit);
      for (let row = 0; row < docs.length; row++) {
        const inBlock = row >= from && row < to && bounds[row]! < limit;
        expect(block.values[row]).toBe(inBlock ? single.values[row] : bounds[row]);
      }
      // Rows it resolved are not read again: `resolve` leaves them as they are.
      block.values.fill(99, from, to);
      for (let row = from; row < to; row++) block.column.resolve(row);
      for (let row = from; row < to; row++)
        expect(block.values[row]).toBe(bounds[row]! < limit ? 99 : single.values[row]);
    },
  );

  it.each(cases)(
    'resolves the rows handed over as row by row, and no others (%j, %s)',
    (searchable, query, restrict) => {
      const { docs, make, single, bounds } = resolvedAndBounds(searchable, query, restrict);
      const handed = make();
      // Every third row, one of them twice: a row resolved already is not read again.
      const rows = Int32Array.from({ length: Math.ceil(docs.length / 3) + 1 }, (_, k) =>
        Math.max(0, 3 * k - 3),
      );
      handed.column.resolveRows(rows, rows.length - 1);
      for (let row = 0; row < docs.length; row++) {
        const inRows = row % 3 === 0 && row < 3 * (rows.length - 2);
        expect(handed.values[row]).toBe(inRows ? single.values[row] : bounds[row]);
      }
      handed.values[0] = 99;
      handed.column.resolveRows(rows, 1);
      expect(handed.values[0]).toBe(99);
    },
  );

  it('reads at most 16 occurrences of a word, whether it copies them or not', () => {
    // The closest "law" to "chapter" is its 21st occurrence, past the 16 kept: 20 - 15 apart.
    const text = `${'law '.repeat(20)}chapter law`;
    for (const searchable of [['text'], undefined]) {
      const data = new IndexData(searchable, undefined);
      data.upsert({ objectID: '1', text });
      const { make } = column(data, 'chapter law');
      const { values, column: proximities } = make();
      proximities.resolve(0);
      expect(values[0]).toBe(5);
    }
  });

  it('holds a lower bound for rows not resolved yet', () => {
    const data = index(['heading', 'unordered(text)', 'tags'], 7);
    const { docs, make } = column(data, 'section section chapter');
    const bounds = make().values.slice();
    const bulk = make();
    bulk.column.resolveAll();
    for (let row = 0; row < docs.length; row++) expect(bounds[row]).toBeLessThanOrEqual(bulk.values[row]!);
  });
});
