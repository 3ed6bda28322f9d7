import { describe, expect, it } from 'vitest';
import { facetString, valuesAt } from './attribute-paths.js';
import { countFacets, evenSample } from './facet-counts.js';
import { IndexData } from './index-data.js';

const CATEGORIES = ['Health', 'Education', 'Taxes', 'Transport', 'Energy'];

function index(): IndexData {
  const data = new IndexData(['title'], ['chamber', 'categories', 'session']);
  for (let i = 0; i < 120; i++) {
    data.upsert({
      objectID: String(i),
      title: `bill ${i}`,
      chamber: i % 3 === 0 ? 'House' : 'Senate',
      categories: CATEGORIES.filter((_, c) => (i >> c) % 2 === 1),
      ...(i % 4 === 0 ? {} : { session: 190 + (i % 3) }),
    });
  }
  // Removed documents, and one record saved twice (its old document is dead).
  for (let i = 0; i < 120; i += 7) data.remove(String(i));
  data.upsert({ objectID: '1', title: 'bill 1 again', chamber: 'Joint', categories: ['Health', 'Health'] });
  return data;
}

/** Counts read from the records themselves. */
function naive(data: IndexData, docs: number[], attribute: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const doc of docs) {
    for (const value of new Set(valuesAt(data.records[doc]!, attribute).map(facetString)))
      if (value !== undefined) counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}

/** 3,000 records, past the sampling limits the tests set. */
function largeIndex(): IndexData {
  const large = new IndexData(['title'], ['chamber', 'categories']);
  for (let i = 0; i < 3000; i++)
    large.upsert({
      objectID: String(i),
      title: `bill ${i}`,
      chamber: i % 3 === 0 ? 'House' : 'Senate',
      categories: CATEGORIES.filter((_, c) => (i >> c) % 2 === 1),
    });
  return large;
}

describe('countFacets', () => {
  const data = index();
  const live = data.records.flatMap((record, doc) => (record ? [doc] : []));
  const sets = {
    none: [],
    few: live.filter((doc) => doc % 5 === 0),
    'just under half': live.slice(0, Math.floor(live.length / 2)),
    'just over half': live.slice(0, Math.floor(live.length / 2) + 1),
    most: live.filter((doc) => doc % 11 !== 0).reverse(),
    all: live,
  };

  it.each(Object.entries(sets))('counts every value over %s of the documents', (_, docs) => {
    const attributes = ['chamber', 'categories', 'session'];
    const { facets, stats } = countFacets(data, Int32Array.from(docs), attributes, 100, 'alpha');
    for (const attribute of attributes) expect(facets[attribute]).toEqual(naive(data, docs, attribute));
    if (docs.length > 0) expect(stats.session?.min).toBeGreaterThanOrEqual(190);
  });

  it('counts exactly, and says so, when the matches or the documents they leave out are few enough', () => {
    for (const docs of [sets.few, sets.most, sets.all])
      expect(countFacets(data, Int32Array.from(docs), ['chamber'], 100, 'count', 25).exhaustive).toBe(true);
  });

  // Algolia answers large result sets with approximate counts and exhaustiveFacetsCount false: "The
  // Algolia engine stops counting at some point and makes approximations on the rest of the dataset"
  // (https://www.algolia.com/doc/faq/index-configuration/my-facet-and-hit-counts-are-not-accurate/).
  it('past the limit, scales the counts of an even sample of the matches and says they are approximate', () => {
    const large = largeIndex();
    const docs = Array.from({ length: 1500 }, (_, doc) => doc * 2);
    const approximate = countFacets(
      large,
      Int32Array.from(docs),
      ['chamber', 'categories'],
      100,
      'count',
      200,
    );
    expect(approximate.exhaustive).toBe(false);
    for (const attribute of ['chamber', 'categories']) {
      const exact = naive(large, docs, attribute);
      expect(Object.keys(approximate.facets[attribute]!).sort()).toEqual(Object.keys(exact).sort());
      for (const [value, count] of Object.entries(exact))
        expect(Math.abs(approximate.facets[attribute]![value]! - count)).toBeLessThanOrEqual(count * 0.1);
    }
    const counted = countFacets(large, Int32Array.from(docs), ['chamber', 'categories'], 100, 'count');
    expect(counted.exhaustive).toBe(true);
    expect(counted.facets.chamber).toEqual(naive(large, docs, 'chamber'));
  });

  it('counts a sample drawn from several ascending runs (the terms of a prefix) as that sample, scaled', () => {
    const large = largeIndex();
    // Three runs, each ascending and spread over the whole index, as matching a prefix's terms gives.
    const runs = [0, 1, 2].map((r) => Array.from({ length: 600 }, (_, i) => i * 5 + r));
    const docs = Int32Array.from(runs.flat());
    const sample = Array.from(evenSample(large, docs, 200));
    expect(sample.some((doc, i) => i > 0 && doc < sample[i - 1]!)).toBe(true);
    const { facets, exhaustive } = countFacets(large, docs, ['chamber', 'categories'], 100, 'count', 200);
    expect(exhaustive).toBe(false);
    for (const attribute of ['chamber', 'categories']) {
      const scaled = Object.entries(naive(large, sample, attribute)).map(([value, count]) => [
        value,
        Math.round((count * docs.length) / sample.length),
      ]);
      expect(facets[attribute]).toEqual(Object.fromEntries(scaled));
    }
  });

  it('sees documents saved and removed after an earlier count of the whole index', () => {
    const changing = index();
    const all = () => changing.records.flatMap((record, doc) => (record ? [doc] : []));
    const check = () => {
      const docs = all();
      const { facets } = countFacets(changing, Int32Array.from(docs), ['chamber'], 100, 'count');
      expect(facets.chamber).toEqual(naive(changing, docs, 'chamber'));
    };
    check();
    changing.remove('2');
    check();
    changing.upsert({ objectID: 'new', title: 'new bill', chamber: 'Joint' });
    check();
  });
});
