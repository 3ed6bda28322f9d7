import { describe, expect, it } from 'vitest';
import type { SearchParams } from '../types.js';
import { IndexData } from './index-data.js';
import { planQuery } from './query-plan.js';
import { QueryScratch } from './query-scratch.js';
import { OCCURRENCE_MASK } from './term-postings.js';
import { matchWord, wordMatches } from './word-matches.js';

const WORDS = ['section', 'sections', 'sectional', 'secton', 'chapter', 'law'];

function index(searchable: string[], removeSome: boolean): IndexData {
  let state = 11;
  const random = (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
  const text = (length: number) => Array.from({ length }, () => WORDS[random(WORDS.length)]).join(' ');
  const data = new IndexData(searchable, undefined);
  for (let i = 0; i < 200; i++) data.upsert({ objectID: String(i), heading: text(3), text: text(12) });
  if (removeSome) for (let i = 0; i < 200; i += 9) data.remove(String(i));
  return data;
}

describe('matchWord', () => {
  it.each([
    ['first occurrence is the best', ['heading', 'unordered(text)'], false],
    ['with removed documents', ['heading', 'unordered(text)'], true],
    ['attributes sharing a rank', ['heading,text'], false],
  ])('gives each document its best typos, attribute and exactness (%s)', (_, searchable, removeSome) => {
    const data = index(searchable, removeSome);
    const plan = planQuery('section', {} as SearchParams, data.dict, []);
    const word = plan.words[0]!;
    expect(word.termIds.length).toBeGreaterThan(2);
    const matches = matchWord(data, word, undefined, new QueryScratch(), 0);
    const ranks = data.searchable.map((a) => a.rank * 65536);
    for (let doc = 0; doc < data.docCount; doc++) {
      // From the postings: the fewest typos over the word's terms, then the best attribute among those.
      let typos = Infinity;
      let attribute = Infinity;
      let exact = 0;
      word.termIds.forEach((termId, t) => {
        const o = data.isAlive(doc) ? data.postings.occurrenceStart(termId, doc) : -1;
        if (o < 0) return;
        let best = Infinity;
        for (let i = o, last = false; !last; i++) {
          last = data.postings.occurrences.values[i]! < 0;
          const packed = data.postings.occurrences.values[i]! & OCCURRENCE_MASK;
          const slot = packed >>> 16;
          best = Math.min(best, ranks[slot]! + (data.searchable[slot]!.unordered ? 0 : packed & 0xffff));
        }
        const isExact = word.termTypos[t] === 0 && data.dict.terms[termId] === word.term ? 1 : 0;
        if (word.termTypos[t]! < typos) [typos, attribute, exact] = [word.termTypos[t]!, best, isExact];
        else if (word.termTypos[t] === typos)
          [attribute, exact] = [Math.min(attribute, best), exact | isExact];
      });
      expect([doc, wordMatches(matches, doc)]).toEqual([doc, typos !== Infinity]);
      if (typos === Infinity) continue;
      expect([doc, matches.typos[doc], matches.attribute[doc], matches.exact[doc]]).toEqual([
        doc,
        typos,
        attribute,
        exact,
      ]);
    }
  });
});
