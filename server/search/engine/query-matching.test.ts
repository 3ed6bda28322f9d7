import { describe, expect, it } from 'vitest';
import type { SearchParams } from '../types.js';
import { IndexData } from './index-data.js';
import { matchQuery } from './query-matching.js';
import { planQuery } from './query-plan.js';
import { QueryScratch } from './query-scratch.js';
import { wordMatches, type WordMatches } from './word-arrays.js';
import { matchWord } from './word-matches.js';
import { docOccurrences } from './word-occurrences.js';

const WORDS = ['section', 'sections', 'secton', 'chapter', 'chapters', 'law', 'general', 'rare', 'the'];

function index(removeSome: boolean): IndexData {
  let state = 3;
  const random = (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
  // 'rare' in few records, 'the' in most: the words' document counts differ a lot, as in real text.
  const word = () => {
    const w = WORDS[random(WORDS.length)]!;
    return w === 'rare' && random(8) > 0 ? 'the' : w;
  };
  const text = (length: number) => Array.from({ length }, word).join(' ');
  const data = new IndexData(['heading', 'unordered(text)'], undefined);
  for (let i = 0; i < 400; i++) data.upsert({ objectID: String(i), heading: text(3), text: text(20) });
  if (removeSome) for (let i = 0; i < 400; i += 7) data.remove(String(i));
  return data;
}

const occurrencesOf = (data: IndexData, hits: WordMatches, doc: number) => {
  const out = { start: new Int32Array(1), count: new Uint8Array(1), packed: new Int32Array(16) };
  docOccurrences(data, hits, doc, undefined, out);
  return [...out.packed.subarray(0, out.count[0])];
};

/**
 * 400 records holding 'section' and 'the'; 'chapter' (one term) in 8 of them, 'rare' in 8 and 'rarer' in
 * 8 others: a word with few documents, ascending ('chapter') or not ('rare' matches 'rare', then 'rarer'
 * with a typo), within which 'section' is galloped through.
 */
function sparseIndex(): IndexData {
  const data = new IndexData(['heading', 'unordered(text)'], undefined);
  const extra = (i: number) => ({ 11: ' chapter', 7: ' rarer', 3: ' rare' })[i % 50] ?? '';
  for (let i = 0; i < 400; i++)
    data.upsert({ objectID: String(i), heading: 'the', text: `the section${extra(i)}` });
  return data;
}

/** Checks that `query`'s narrowed matching gives each document holding every word what matching each word alone does. */
function expectAsMatchedAlone(data: IndexData, query: string): void {
  const matching = matchQuery(data, { query }, []);
  expect(matching.narrowed).toBeDefined();
  // The reference: each word matched in full on its own.
  const plan = planQuery(query, {} as SearchParams, data.dict, []);
  const full = plan.words.map((word) => matchWord(data, word, undefined, new QueryScratch(), 0));
  const fullSnapshot = full.map((hits) => ({
    docs: new Set(hits.docs),
    typos: hits.typos.slice(),
    attribute: hits.attribute.slice(),
    exact: hits.exact.slice(),
    occurrences: new Map([...hits.docs].map((doc) => [doc, occurrencesOf(data, hits, doc)])),
  }));
  const holdingAll: number[] = [];
  for (let doc = 0; doc < data.docCount; doc++) {
    const all = fullSnapshot.every((hits) => hits.docs.has(doc));
    expect([doc, matching.wordHits.every((hits) => wordMatches(hits, doc))]).toEqual([doc, all]);
    if (!all) continue;
    holdingAll.push(doc);
    matching.wordHits.forEach((hits, w) => {
      const expected = fullSnapshot[w]!;
      expect([doc, w, hits.typos[doc], hits.attribute[doc], hits.exact[doc]]).toEqual([
        doc,
        w,
        expected.typos[doc],
        expected.attribute[doc],
        expected.exact[doc],
      ]);
      expect(occurrencesOf(data, hits, doc)).toEqual(expected.occurrences.get(doc));
    });
  }
  expect([...matching.narrowed!.holdingAll].sort((a, b) => a - b)).toEqual(holdingAll);
  if (!query.startsWith('nothing')) expect(holdingAll.length).toBeGreaterThan(0);
}

describe('matchQuery', () => {
  it.each([
    ['rare section chap', false],
    ['the general law', false],
    ['section section rare', true],
    ['sectoin chapter the', true],
    ['nothing section', false],
    ['law the', true],
  ])(
    'knows, for the documents holding every word of %j, what matching each word alone gives (removed: %s)',
    (query, removeSome) => expectAsMatchedAlone(index(removeSome), query),
  );

  it.each(['chapter section', 'rare section'])(
    'knows it as well when a common word is galloped through within a rare one (%j)',
    (query) => {
      const data = sparseIndex();
      const [rare, common] = planQuery(query, {} as SearchParams, data.dict, []).words;
      // Galloped: more than GALLOP_ABOVE (8) documents of 'section' for each of the rare word's.
      expect(data.postings.docCount(common!.termIds[0]!)).toBeGreaterThan(8 * 16);
      expect(rare!.termIds.length).toBe(query.startsWith('rare') ? 2 : 1);
      expectAsMatchedAlone(data, query);
    },
  );

  it('matches each word in full once widened, and in full from the start with an optional word', () => {
    const data = index(false);
    const reference = planQuery('rare general', {} as SearchParams, data.dict, []).words.map((word) =>
      [...matchWord(data, word, undefined, new QueryScratch(), 0).docs].sort((a, b) => a - b),
    );
    const widened = () => {
      const matching = matchQuery(data, { query: 'rare general' }, []);
      matching.narrowed!.widen();
      expect(matching.narrowed).toBeUndefined();
      return matching;
    };
    const optional = () => {
      const matching = matchQuery(data, { query: 'rare general', optionalWords: ['rare'] }, []);
      expect(matching.narrowed).toBeUndefined();
      return matching;
    };
    for (const matchingOf of [widened, optional]) {
      // One at a time: a matching's word matches live in the index's scratch buffers until the next one.
      const docs = matchingOf().wordHits.map((hits) => [...hits.docs].sort((a, b) => a - b));
      expect(docs).toEqual(reference);
      expect(docs[0]!.length).toBeLessThan(docs[1]!.length);
    }
  });
});
