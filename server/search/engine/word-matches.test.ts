import { describe, expect, it } from 'vitest';
import type { SearchParams } from '../types.js';
import { IndexData } from './index-data.js';
import { planQuery } from './query-plan.js';
import { QueryScratch } from './query-scratch.js';
import { OCCURRENCE_MASK } from './term-postings.js';
import { mixedMembership, termRun } from './term-writes.js';
import {
  ascendingWithin,
  withinMatches,
  wordMatches,
  type WithinSet,
  type WordMatches,
} from './word-arrays.js';
import { gallop, matchWord, matchWordWithin } from './word-matches.js';
import { docOccurrences } from './word-occurrences.js';

const WORDS = ['section', 'sections', 'sectional', 'secton', 'chapter', 'law'];

/**
 * 200 random records and one holding 'sections'; with `long`, every 50th holds 'section' 300 times more, past a posting's occurrence
 * count (term-postings.ts: COUNT_CAP), so matching walks those terms' runs rather than stepping by counts;
 * with `everywhere`, every record's text ends with 'section' (as in every bill text chunk at 1M).
 */
function index(searchable: string[], removeSome: boolean, long = false, everywhere = false): IndexData {
  let state = 11;
  const random = (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
  const text = (length: number) => Array.from({ length }, () => WORDS[random(WORDS.length)]).join(' ');
  const data = new IndexData(searchable, undefined);
  for (let i = 0; i < 200; i++) {
    const more = (long && i % 50 === 0 ? ' section'.repeat(300) : '') + (everywhere ? ' section' : '');
    data.upsert({ objectID: String(i), heading: text(3), text: text(12) + more });
  }
  // A document whose only term of the word 'sections' is 'sections' itself: new to the word when that
  // term, read after 'section' and 'sectional' (1 typo each), is.
  data.upsert({
    objectID: 'sections',
    heading: 'law',
    text: 'chapter sections' + (everywhere ? ' section' : ''),
  });
  if (removeSome) for (let i = 0; i < 200; i += 9) data.remove(String(i));
  return data;
}

describe('matchWord', () => {
  it.each([
    ['first occurrence is the best', ['heading', 'unordered(text)'], false, false],
    ['with removed documents', ['heading', 'unordered(text)'], true, false],
    ['attributes sharing a rank', ['heading,text'], false, false],
    ['a term with a document past the occurrence count cap', ['heading', 'unordered(text)'], false, true],
    // An empty entry leaves its rank unused: ranks are no longer the slots (see `firstScore`).
    ['ranks apart from the slots', ['heading', '', 'unordered(text)'], false, false],
    // Every document matched by the word's exact terms: its typo term 'secton' changes nothing.
    ['an exact term in every document', ['heading', 'unordered(text)'], false, false, true],
    ['an exact term in every live document', ['heading', 'unordered(text)'], true, false, true],
    // 'sections' after 'section' and 'sectional' (1 typo each): its criteria replace theirs.
    [
      'a later term with fewer typos than those before it',
      ['heading', 'unordered(text)'],
      false,
      false,
      false,
      'sections',
    ],
    [
      'a later term with fewer typos, a typo term in every document',
      ['heading', 'unordered(text)'],
      false,
      false,
      true,
      'sections',
    ],
  ])(
    'gives each document its best typos, attribute, exactness and occurrences (%s)',
    (_, searchable, removeSome, long, everywhere = false, query = 'section') => {
      const data = index(searchable, removeSome, long, everywhere);
      if (long) expect(data.postings.countsExact(data.dict.idOf('section')!)).toBe(false);
      const plan = planQuery(query, {} as SearchParams, data.dict, []);
      const word = plan.words[0]!;
      expect(word.termIds.length).toBeGreaterThan(2);
      // Whether some term has fewer typos than every term before it, as the cases say.
      const typos = Array.from(word.termTypos);
      const fewer = typos.some((count, t) => t > 0 && count < Math.min(...typos.slice(0, t)));
      expect(fewer).toBe(query === 'sections');
      const matches = matchWord(data, word, undefined, new QueryScratch(), 0);
      // Without proximity, the same criteria (occurrences are not kept).
      const untied = matchWord(data, word, undefined, new QueryScratch(), 0, false);
      // The documents in the order the word's terms first hold them (each term's ascending).
      const order = new Set<number>();
      for (const termId of word.termIds)
        for (const doc of data.postings.docsOf(termId)) if (data.isAlive(doc)) order.add(doc);
      expect([...matches.docs]).toEqual([...order]);
      expect([...untied.docs]).toEqual([...order]);
      const ranks = data.searchable.map((a) => a.rank * 65536);
      for (let doc = 0; doc < data.docCount; doc++) {
        // From the postings: the fewest typos over the word's terms, then the best attribute among those.
        let typos = Infinity;
        let attribute = Infinity;
        let exact = 0;
        let occurrences: number[] = [];
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
          if (word.termTypos[t]! < typos) {
            [typos, attribute, exact] = [word.termTypos[t]!, best, isExact];
            occurrences = [];
          } else if (word.termTypos[t] === typos)
            [attribute, exact] = [Math.min(attribute, best), exact | isExact];
          else return;
          // The best-typo terms' occurrences, in term order, as proximity reads them (the first 16).
          for (let i = o, last = false; !last && occurrences.length < 16; i++) {
            last = data.postings.occurrences.values[i]! < 0;
            occurrences.push(data.postings.occurrences.values[i]! & OCCURRENCE_MASK);
          }
        });
        expect([doc, wordMatches(matches, doc)]).toEqual([doc, typos !== Infinity]);
        expect([doc, wordMatches(untied, doc)]).toEqual([doc, typos !== Infinity]);
        if (typos === Infinity) continue;
        expect([doc, untied.typos[doc], untied.attribute[doc], untied.exact[doc]]).toEqual([
          doc,
          typos,
          attribute,
          exact,
        ]);
        if (matches.same) expect([doc, typos, exact]).toEqual([doc, matches.same.typos, matches.same.exact]);
        const read = { start: new Int32Array(1), count: new Uint8Array(1), packed: new Int32Array(16) };
        docOccurrences(data, matches, doc, undefined, read);
        expect([
          doc,
          matches.typos[doc],
          matches.attribute[doc],
          matches.exact[doc],
          [...read.packed.subarray(0, read.count[0])],
        ]).toEqual([doc, typos, attribute, exact, occurrences.sort((a, b) => a - b)]);
      }
    },
  );
});

describe('matchWord without proximity', () => {
  it('reads a term in every document first, and gives what reading the terms in order does', () => {
    // 'section' in every document; 'secondary' and 'secretary' (before it in the dictionary) in some.
    const data = index(['heading', 'unordered(text)'], false, false, true);
    for (let i = 0; i < 40; i++)
      data.upsert({ objectID: `s${i}`, heading: i % 2 ? 'secondary' : 'law', text: 'secretary section' });
    for (const query of ['sec', 'sect', 'section', 'secondary']) {
      const word = planQuery(query, {} as SearchParams, data.dict, []).words[0]!;
      const inOrder = matchWord(data, word, undefined, new QueryScratch(), 0, true);
      const untied = matchWord(data, word, undefined, new QueryScratch(), 0, false);
      // In the same order: a sampled facet count draws from it.
      expect([query, [...untied.docs]]).toEqual([query, [...inOrder.docs]]);
      for (let doc = 0; doc < data.docCount; doc++)
        expect([query, doc, untied.typos[doc], untied.attribute[doc], untied.exact[doc]]).toEqual([
          query,
          doc,
          inOrder.typos[doc],
          inOrder.attribute[doc],
          inOrder.exact[doc],
        ]);
      // `same` holds of every match; a term read after every document matched, with more typos than
      // those before it, changes nothing and is not noted ('sections', 'secondary' after 'section').
      if (untied.same)
        for (const doc of untied.docs)
          expect([query, doc, untied.typos[doc], untied.exact[doc]]).toEqual([
            query,
            doc,
            untied.same.typos,
            untied.same.exact,
          ]);
      if (query.startsWith('sec') && query.length <= 4)
        expect([query, untied.same]).toEqual([query, { typos: 0, exact: 0 }]);
    }
    // The word 'section' alone (not a prefix), in every document: its typo terms ('sections', 'secton')
    // change nothing, in full or within a set of every document.
    const section = planQuery('section', { queryType: 'prefixNone' }, data.dict, []).words[0]!;
    expect(section.termTypos.some((typos) => typos > 0)).toBe(true);
    const full = matchWord(data, section, undefined, new QueryScratch(), 0, false);
    expect(full.same).toEqual({ typos: 0, exact: 1 });
    const within = matchWordWithin(data, section, undefined, new QueryScratch(), 0, withinMatches(full), () =>
      Int32Array.from(full.docs).sort(),
    );
    expect(within.same).toEqual({ typos: 0, exact: 1 });
    // 'sec' holds 'secondary' and 'secretary' before 'section': the case read out of order.
    const sec = planQuery('sec', {} as SearchParams, data.dict, []).words[0]!;
    expect(sec.termIds.map((id) => data.dict.terms[id]).indexOf('section')).toBeGreaterThan(0);
  });

  it('merges a later term with as few typos as any before it into what they matched, new or known', () => {
    // For 'cart': 'card' (1 typo) first in the dictionary, then 'cart' (fewer typos: it replaces), then
    // 'carton' (0, as few as 'cart'): into documents of 'card' only (it replaces their criteria), of
    // 'cart' (the better attribute is kept, exact if either is) and of neither (new). 'cast' (1 typo)
    // then changes only documents it is the first to match.
    const data = new IndexData(['heading', 'text'], undefined);
    const texts = [
      ['card', 'law carton'],
      ['carton', 'card'],
      ['law', 'cart carton'],
      ['carton', 'cart'],
      ['law', 'law law carton'],
      ['cast', 'carton'],
      ['cast', 'card'],
      ['law', 'cart'],
    ];
    texts.forEach(([heading, text], i) => data.upsert({ objectID: String(i), heading, text }));
    const word = planQuery('cart', {} as SearchParams, data.dict, []).words[0]!;
    expect(word.termIds.map((id) => data.dict.terms[id])).toEqual(['card', 'cart', 'carton', 'cast']);
    // The word's scratch arrays as an earlier query left them: a new document's must not be read.
    const scratch = new QueryScratch();
    const carton = planQuery('carton', {} as SearchParams, data.dict, []).words[0]!;
    expect(matchWord(data, carton, undefined, scratch, 0, false).exact[4]).toBe(1);
    const untied = matchWord(data, word, undefined, scratch, 0, false);
    const inOrder = matchWord(data, word, undefined, new QueryScratch(), 0, true);
    expect([...untied.docs]).toEqual([...inOrder.docs]);
    const criteria = (matches: WordMatches) =>
      Array.from({ length: data.docCount }, (_, doc) => [
        matches.typos[doc],
        matches.attribute[doc],
        matches.exact[doc],
      ]);
    expect(criteria(untied)).toEqual(criteria(inOrder));
    // By hand: 'carton' at heading rank 0, 'cart' exact; the first document's best is 'carton' in text.
    expect(criteria(untied)).toEqual([
      [0, 65536 + 1, 0],
      [0, 0, 0],
      [0, 65536, 1],
      [0, 0, 1],
      [0, 65536 + 2, 0],
      [0, 65536, 0],
      [1, 0, 0],
      [0, 65536, 1],
    ]);
  });
});

describe('gallop', () => {
  it('finds the first value at least the target, as a linear search does', () => {
    let state = 5;
    const random = (below: number) => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state % below;
    };
    for (let trial = 0; trial < 300; trial++) {
      const length = random(40);
      const values = Int32Array.from({ length }, () => random(60)).sort();
      const from = random(length + 1);
      const to = from + random(length - from + 1);
      for (let target = -1; target <= 61; target++) {
        let expected = from;
        while (expected < to && values[expected]! < target) expected++;
        expect([trial, target, gallop(values, from, to, target)]).toEqual([trial, target, expected]);
      }
    }
  });
});

describe('ascendingWithin', () => {
  it("gives a set's documents ascending, whether a word's matches or a filter's bitmap", () => {
    let state = 11;
    const random = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0);
    for (const share of [0, 0.1, 0.5, 1]) {
      const size = 500;
      const docs = Array.from({ length: size }, (_, doc) => doc).filter(() => random() % 100 < share * 100);
      const typos = new Uint8Array(size).fill(255);
      const bitmap = new Uint8Array(size);
      for (const doc of docs) {
        typos[doc] = random() % 3; // any typo count is a member
        bitmap[doc] = 1;
      }
      for (const set of [
        { count: docs.length, member: typos, outside: 255 },
        { count: docs.length, member: bitmap, outside: 0 },
      ]) {
        const out = new Int32Array(docs.length + 1);
        expect([share, set.outside, [...ascendingWithin(set, size, out)]]).toEqual([
          share,
          set.outside,
          docs,
        ]);
      }
    }
  });
});

describe('matchWordWithin', () => {
  const NO_MATCH = 255;
  /**
   * Documents drawn at random (live ones only) as the matches of an earlier word: in no particular order,
   * with `typos` naming them; and their ascending order.
   */
  function someDocs(data: IndexData, share: number, seed: number) {
    let state = seed;
    const random = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0);
    const docs: number[] = [];
    for (let doc = 0; doc < data.docCount; doc++)
      if (data.isAlive(doc) && random() % 1000 < share * 1000) docs.push(doc);
    const typos = new Uint8Array(data.docCount).fill(NO_MATCH);
    for (const doc of docs) typos[doc] = 0;
    // The same documents as a filter's bitmap (1 = passes), as matching within a filter reads them.
    const bitmap = new Uint8Array(data.docCount);
    for (const doc of docs) bitmap[doc] = 1;
    const ascending = Int32Array.from(docs);
    for (let i = docs.length - 1; i > 0; i--) {
      const j = random() % (i + 1);
      [docs[i], docs[j]] = [docs[j]!, docs[i]!];
    }
    // Only its documents and `typos` are read.
    const previous: WordMatches = {
      docs: Int32Array.from(docs),
      typos,
      attribute: new Int32Array(data.docCount),
      exact: new Uint8Array(data.docCount),
      occurrenceAt: new Int32Array(data.docCount),
      tied: new Int32Array(0),
    };
    const sets: [string, WithinSet][] = [
      ['matches', withinMatches(previous)],
      ['bitmap', { count: docs.length, member: bitmap, outside: 0 }],
    ];
    return { sets, ascending };
  }

  /** Matches `query` within sets of `share` of the documents, and checks it against `matchWord`. */
  function expectAsInFull(
    data: IndexData,
    query: string,
    restrict: Set<number> | undefined,
    share: number,
    seed: number,
  ) {
    const word = planQuery(query, {} as SearchParams, data.dict, []).words[0]!;
    const full = matchWord(data, word, restrict, new QueryScratch(), 0);
    const { sets, ascending } = someDocs(data, share, seed);
    for (const [form, set] of sets) {
      const narrowed = matchWordWithin(data, word, restrict, new QueryScratch(), 0, set, () => ascending);
      const inSet = new Set(ascending);
      // In the same order: a query's candidates are gathered in it (a sampled facet count draws from it).
      const expectedDocs = [...full.docs].filter((doc) => inSet.has(doc));
      expect([form, [...narrowed.docs]]).toEqual([form, expectedDocs]);
      for (let doc = 0; doc < data.docCount; doc++) {
        const matches = inSet.has(doc) && wordMatches(full, doc);
        expect([form, query, doc, wordMatches(narrowed, doc)]).toEqual([form, query, doc, matches]);
        if (!matches) continue;
        // The same criteria, and the same occurrences for proximity (tied terms' too).
        const read = (hits: typeof full) => {
          const out = { start: new Int32Array(1), count: new Uint8Array(1), packed: new Int32Array(16) };
          docOccurrences(data, hits, doc, restrict, out);
          return [...out.packed.subarray(0, out.count[0])];
        };
        expect([
          doc,
          narrowed.typos[doc],
          narrowed.attribute[doc],
          narrowed.exact[doc],
          read(narrowed),
        ]).toEqual([doc, full.typos[doc], full.attribute[doc], full.exact[doc], read(full)]);
      }
      // `same` is noted from the same terms (when there is a set to match within).
      if (ascending.length > 0) expect([form, query, narrowed.same]).toEqual([form, query, full.same]);
    }
  }

  it.each([
    // A share of the documents small enough that the longest terms are galloped through, and large
    // enough that they are read whole; none; all of them.
    ['galloping', 0.02],
    ['reading terms whole', 0.5],
    ['no documents', 0],
    ['every document', 1],
  ])('gives each document of the set what matchWord does, and no other (%s)', (_, share) => {
    for (const [searchable, removeSome, restrict, long, everywhere] of [
      [['heading', 'unordered(text)'], false, undefined],
      [['heading', 'unordered(text)'], true, undefined],
      [['heading,text'], false, undefined],
      [['heading', 'text'], true, new Set([1])],
      [['heading', 'unordered(text)'], false, undefined, true],
      [['heading', 'unordered(text)'], true, undefined, false, true],
      [['heading', 'unordered(text)'], false, undefined, false, true],
    ] as const) {
      const data = index([...searchable], removeSome, long, everywhere);
      for (const query of ['section', 'sectoin', 'sec', 'law', 'nothing'])
        expectAsInFull(data, query, restrict, share, query.length + (removeSome ? 1 : 0));
    }
  });

  it('reads a term most documents hold at the documents of the set, after terms before it or first', () => {
    // 'section' in every document, so read at a set of fewer (dense-starts.ts); 'seciton' (exact for the
    // query 'seciton', 'section' a typo away) and 'secant' (a term of the prefix 'sec') before it in the
    // dictionary, in some.
    for (const removeSome of [false, true]) {
      const data = index(['heading', 'unordered(text)'], removeSome, false, true);
      for (let i = 0; i < 60; i++)
        data.upsert({
          objectID: `s${i}`,
          heading: i % 3 ? 'seciton law' : 'secant',
          text: 'chapter section',
        });
      const terms = (query: string) =>
        planQuery(query, {} as SearchParams, data.dict, []).words[0]!.termIds.map(
          (id) => data.dict.terms[id],
        );
      expect(terms('seciton').indexOf('section')).toBeGreaterThan(0);
      for (const query of ['seciton', 'secton', 'section', 'sec'])
        for (const share of [0.05, 0.3]) expectAsInFull(data, query, undefined, share, 7);
    }
  });
});

describe('matchWordWithin, a later term about half in the set', () => {
  it('keeps its documents first, then gives what reading it in one pass does', () => {
    // 800 documents, each of 'secant', 'second' and 'section' (the terms of 'sec', in that order) in
    // about half: long enough for the sample (mixedMembership), and about half of each in a set of half.
    let state = 5;
    const random = (below: number) => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return (state >>> 8) % below;
    };
    const data = new IndexData(['heading', 'unordered(text)'], undefined);
    const words = ['secant', 'second', 'section', 'law', 'chapter', 'act'];
    const text = (length: number) => Array.from({ length }, () => words[random(words.length)]).join(' ');
    for (let i = 0; i < 800; i++) data.upsert({ objectID: String(i), heading: text(2), text: text(5) });
    const word = planQuery('sec', {} as SearchParams, data.dict, []).words[0]!;
    expect(word.termIds.map((id) => data.dict.terms[id])).toEqual(['secant', 'second', 'section']);
    const full = matchWord(data, word, undefined, new QueryScratch(), 0);
    const member = new Uint8Array(data.docCount).fill(255);
    for (let doc = 0; doc < data.docCount; doc++) if (random(2) === 0) member[doc] = 0;
    const set: WithinSet = { count: member.filter((typos) => typos === 0).length, member, outside: 255 };
    const ascending = Int32Array.from(
      Array.from({ length: data.docCount }, (_, doc) => doc).filter((doc) => member[doc] === 0),
    );
    // The later terms are read in two passes.
    for (const termId of word.termIds.slice(1)) {
      expect(data.postings.docs.length(termId)).toBeGreaterThan(256);
      expect(mixedMembership(termRun(data.postings, termId), set)).toBe(true);
    }
    const within = matchWordWithin(data, word, undefined, new QueryScratch(), 0, set, () => ascending);
    expect([...within.docs]).toEqual([...full.docs].filter((doc) => member[doc] === 0));
    const occurrences = (hits: WordMatches, doc: number) => {
      const out = { start: new Int32Array(1), count: new Uint8Array(1), packed: new Int32Array(16) };
      docOccurrences(data, hits, doc, undefined, out);
      return [...out.packed.subarray(0, out.count[0])];
    };
    for (const doc of within.docs)
      expect([
        doc,
        within.typos[doc],
        within.attribute[doc],
        within.exact[doc],
        occurrences(within, doc),
      ]).toEqual([doc, full.typos[doc], full.attribute[doc], full.exact[doc], occurrences(full, doc)]);
    // Most of a term's documents in the set, or few: read in one pass.
    const few = new Uint8Array(data.docCount).fill(255).fill(0, 0, 100);
    const section = termRun(data.postings, word.termIds[2]!);
    expect(mixedMembership(section, { count: 100, member: few, outside: 255 })).toBe(false);
    expect(mixedMembership(section, { count: data.docCount - 100, member: few, outside: 0 })).toBe(false);
  });
});

describe('word matches', () => {
  it('have one shape, with every field, whether matched in full or within a set', () => {
    const data = index(['heading', 'unordered(text)'], false);
    const keys = (query: string) => {
      const word = planQuery(query, {} as SearchParams, data.dict, []).words[0]!;
      const full = matchWord(data, word, undefined, new QueryScratch(), 0);
      const within = matchWordWithin(data, word, undefined, new QueryScratch(), 0, withinMatches(full), () =>
        Int32Array.from(full.docs).sort(),
      );
      expect(Object.keys(within)).toEqual(Object.keys(full));
      return Object.keys(full);
    };
    // 'law' has `same`, 'section' (a prefix with a typo term) has not.
    expect(keys('law')).toEqual(['docs', 'typos', 'attribute', 'exact', 'occurrenceAt', 'tied', 'same']);
    expect(keys('section')).toEqual(keys('law'));
  });
});

describe('matchWord same', () => {
  it('is set when every term holding documents has the same typos and exactness, and only then', () => {
    const data = index(['heading', 'unordered(text)'], false);
    const matched = (query: string) =>
      matchWord(
        data,
        planQuery(query, {} as SearchParams, data.dict, []).words[0]!,
        undefined,
        new QueryScratch(),
        0,
      );
    // 'law' (3 letters: no typo, and no longer term starts with it): one term.
    expect(matched('law').same).toEqual({ typos: 0, exact: 1 });
    // 'section' as a prefix: section, sections, sectional (exact or not), and 'secton' with a typo.
    expect(matched('section').same).toBeUndefined();
    // 'chap' as a prefix: chapter alone, not the typed word itself.
    expect(matched('chap').same).toEqual({ typos: 0, exact: 0 });
    // 'law' and 'laws', neither with a typo: 'law' is exact, 'laws' is not.
    const small = new IndexData(['text'], undefined);
    small.upsert({ objectID: '1', text: 'law' });
    small.upsert({ objectID: '2', text: 'laws' });
    const word = planQuery('law', {} as SearchParams, small.dict, []).words[0]!;
    expect(word.termTypos).toEqual([0, 0]);
    expect(matchWord(small, word, undefined, new QueryScratch(), 0).same).toBeUndefined();
  });
});
