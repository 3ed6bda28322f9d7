import { describe, expect, it } from 'vitest';
import type { RankingCriterion, SearchParams } from '../types.js';
import { Candidates } from './candidates.js';
import { DEFAULT_RANKING } from './index-settings.js';
import { IndexData } from './index-data.js';
import { matchQuery } from './query-matching.js';
import { QueryScratch } from './query-scratch.js';
import { rankOrder, walkRankOrder } from './rank-order-walk.js';
import { customRanks, topRanked, type RankingColumn } from './ranking.js';
import { runQuery } from './run-query.js';

const WORDS = ['section', 'sections', 'sectional', 'secton', 'chapter', 'law'];

/**
 * Records with few words and few custom ranking values, so that many tie on every criterion. With
 * `attributes`, that many searchable attributes more (attribute scores then take more bits than the
 * packed key has: see `packedKey`), one of them holding a word in each record.
 */
function index(seed: number, size: number, attributes = 0): IndexData {
  let state = seed;
  const random = (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
  const text = (length: number) => Array.from({ length }, () => WORDS[random(WORDS.length)]).join(' ');
  const extra = Array.from({ length: attributes }, (_, i) => `extra${i}`);
  const data = new IndexData(['heading', 'unordered(text)', 'title', ...extra], undefined);
  for (let i = 0; i < size; i++) {
    data.upsert({
      ...(attributes ? { [`extra${random(attributes)}`]: text(1) } : {}),
      objectID: String(i),
      heading: text(1 + random(2)),
      text: text(1 + random(4)),
      title: text(1),
      ...(random(5) ? { updated: random(4) } : {}),
      position: random(3),
    });
  }
  for (let i = 0; i < size; i += 7) data.remove(String(i));
  return data;
}

/** The page as `topRanked` chooses it from every match's criteria, as runQuery ranks one word. */
function ranked(
  data: IndexData,
  query: string,
  ranking: RankingCriterion[],
  ranks: Int32Array | undefined,
  count: number,
) {
  const [word] = matchQuery(data, { query } as SearchParams, []).wordHits;
  const candidates = new Candidates(new QueryScratch(), word!.docs.length);
  candidates.deferCriteria([word!]);
  candidates.pushAll(word!.docs);
  candidates.complete();
  const columnOf: Record<string, RankingColumn> = {
    typo: { values: candidates.typos, sign: 1 },
    attribute: { values: candidates.attribute, sign: 1 },
    exact: { values: candidates.exact, sign: -1 },
  };
  const docs = candidates.doc.subarray(0, candidates.length);
  const columns = ranking.flatMap((criterion) => (columnOf[criterion] ? [columnOf[criterion]] : []));
  const set = { docs, columns, ...(ranks ? { customRanks: ranks } : {}) };
  return { word: word!, page: topRanked(set, count).map((row) => docs[row]!) };
}

describe('walkRankOrder', () => {
  const rankings: RankingCriterion[][] = [
    DEFAULT_RANKING,
    ['exact', 'attribute', 'typo', 'words', 'proximity'],
    ['attribute', 'custom'],
    // Without the attribute, a word whose matches share typos and exactness ties on everything.
    ['typo', 'exact', 'custom'],
  ];

  /** Walks and full ranking of five words over `data`, compared; how many walks answered, and of which kind. */
  const compareAll = (data: IndexData) => {
    let answered = 0;
    // Words whose matches all share typos and exactness ('sec', 'law') take a pass of their own.
    let answeredSame = 0;
    // Words in 40 % of the documents or more, and those in fewer (both walked by walkPacked when the key fits).
    let answeredDense = 0;
    for (const ranking of rankings) {
      for (const custom of [['desc(updated)', 'asc(position)'], []]) {
        const ranks = customRanks(data, custom);
        for (const query of ['section', 'sec', 'secton', 'law', 'chap']) {
          for (const count of [1, 5, 20, 100, 1000]) {
            const { word, page } = ranked(data, query, ranking, ranks, count);
            const walked = walkRankOrder(data, word, ranking, ranks, count);
            if (!walked) continue;
            answered++;
            if (word.same) answeredSame++;
            if (word.docs.length * 5 >= data.docCount * 2) answeredDense++;
            expect([query, ranking, custom, count, walked]).toEqual([query, ranking, custom, count, page]);
          }
        }
      }
    }
    return { answered, answeredSame, answeredDense };
  };

  it.each([1, 2, 3])('finds the page full ranking finds, whenever it answers (seed %i)', (seed) => {
    const { answered, answeredSame, answeredDense } = compareAll(index(seed, 600));
    // It answers most of these: many matches tie for the best criteria.
    expect(answered).toBeGreaterThan(100);
    expect(answeredSame).toBeGreaterThan(30);
    expect(answered - answeredSame).toBeGreaterThan(30);
    expect(answeredDense).toBeGreaterThan(30);
    expect(answered - answeredDense).toBeGreaterThan(10);
  });

  it('finds the same page when attribute scores do not fit the packed key', () => {
    const { answered, answeredDense } = compareAll(index(4, 600, 40));
    expect(answered).toBeGreaterThan(50);
    expect(answeredDense).toBeGreaterThan(30);
  });

  it('leaves a page to full ranking when fewer matches than it holds tie for the best', () => {
    /** 50 records holding 'law', 3 of them in the heading, among `size`. */
    const lawIn = (size: number) => {
      const data = new IndexData(['heading', 'text'], undefined);
      for (let i = 0; i < size; i++)
        data.upsert(
          i < 50
            ? { objectID: String(i), heading: i < 3 ? 'law' : 'other', text: 'law' }
            : { objectID: String(i), text: 'other' },
        );
      const [word] = matchQuery(data, { query: 'law' } as SearchParams, []).wordHits;
      return (count: number) => walkRankOrder(data, word!, DEFAULT_RANKING, undefined, count);
    };
    // Three have the word in the heading: a page of 3 is theirs, a page of 4 needs the next best.
    expect(lawIn(500)(3)).toEqual([0, 1, 2]);
    expect(lawIn(500)(4)).toBeUndefined();
    // A word matching few of the documents is left to full ranking, which costs less than the walk.
    expect(lawIn(900)(3)).toBeUndefined();
  });

  it.each([
    ['every record', 1],
    ['a quarter of the records', 4],
  ])(
    'reads only the first documents in custom rank order when enough have the lowest possible key (%s)',
    (_, every) => {
      // The records holding 'law' open their heading with it (attribute score 0, exact, no typo): no match
      // can rank before those, so the page is the first of them in custom rank order, without the pass over
      // all. A word in a quarter of the documents, too (it was walked with a branch per document).
      const data = new IndexData(['heading', 'text'], undefined);
      for (let i = 0; i < 2000; i++)
        data.upsert(
          i % every === 0
            ? { objectID: String(i), heading: 'law', text: 'law', rank: i % 7 }
            : { objectID: String(i), heading: 'other', rank: i % 7 },
        );
      const [word] = matchQuery(data, { query: 'law' } as SearchParams, []).wordHits;
      let reads = 0;
      const counted = new Proxy(word!.attribute, {
        get: (target, key) => {
          if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
        },
      });
      const ranks = customRanks(data, ['asc(rank)']);
      const page = walkRankOrder(data, { ...word!, attribute: counted }, DEFAULT_RANKING, ranks, 5);
      expect(page).toEqual([0, 7, 14, 21, 28].map((rank) => rank * every));
      expect(reads).toBeLessThan(50);
    },
  );

  it("compares the criteria in the ranking's order", () => {
    // 'laws' in the heading (best attribute, not exact) against 'law' in the text (exact).
    const data = new IndexData(['heading', 'text'], undefined);
    for (let i = 0; i < 40; i++)
      data.upsert(i % 2 ? { objectID: String(i), heading: 'laws' } : { objectID: String(i), text: 'law' });
    const [word] = matchQuery(data, { query: 'law' } as SearchParams, []).wordHits;
    expect(walkRankOrder(data, word!, DEFAULT_RANKING, undefined, 3)).toEqual([1, 3, 5]);
    expect(walkRankOrder(data, word!, ['exact', 'attribute'], undefined, 3)).toEqual([0, 2, 4]);
  });

  it('orders documents by custom rank, ties by document', () => {
    expect(Array.from(rankOrder(Int32Array.from([2, 0, 2, 0, 4])))).toEqual([1, 3, 0, 2, 4]);
  });

  it('gives runQuery the pages full ranking gives (one word, no filter)', () => {
    const data = index(9, 800);
    const params: SearchParams = { query: 'sec', hitsPerPage: 10, customRanking: ['desc(updated)'] };
    const ranks = customRanks(data, ['desc(updated)']);
    for (const page of [0, 1, 2]) {
      const result = runQuery(data, { ...params, page }, []);
      const { word, page: best } = ranked(data, 'sec', DEFAULT_RANKING, ranks, (page + 1) * 10);
      expect(result.nbHits).toBe(word.docs.length);
      expect(result.pageDocs).toEqual(best.slice(page * 10));
      // And the walk answers it (most of the index matches and ties).
      expect(walkRankOrder(data, word, DEFAULT_RANKING, ranks, (page + 1) * 10)).toEqual(best);
    }
  });
});
