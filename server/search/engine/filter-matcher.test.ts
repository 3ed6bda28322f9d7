import { describe, expect, it } from 'vitest';
import type { FilterNode } from '../filters/filter-ast.js';
import { BITMAP_SHARE, compileFilter, predicateBitmap } from './filter-matcher.js';
import { IndexData } from './index-data.js';

const CHAMBERS = ['House', 'Senate', 'Joint'];
const CATEGORIES = ['Health', 'Education', 'Taxes', 'Transport'];

function index(): IndexData {
  const data = new IndexData(['title'], ['chamber', 'categories']);
  for (let i = 0; i < 200; i++) {
    data.upsert({
      objectID: String(i),
      title: `bill ${i}`,
      chamber: CHAMBERS[i % 3]!,
      categories: CATEGORIES.filter((_, c) => (i >> c) % 2 === 1),
      _tags: i % 5 === 0 ? ['urgent'] : [],
      year: 2000 + (i % 7),
      // Several numbers, one, or none.
      ...(i % 4 === 0 ? {} : { scores: i % 4 === 1 ? [i % 10] : [i % 10, (i * 7) % 10, 'n/a'] }),
    });
  }
  for (let i = 0; i < 200; i += 9) data.remove(String(i));
  return data;
}

const facet = (attribute: string, value: string): FilterNode => ({ kind: 'facet', attribute, value });
const filters: FilterNode[] = [
  facet('chamber', 'house'),
  { kind: 'tag', value: 'urgent' },
  { kind: 'not', child: facet('categories', 'Taxes') },
  { kind: 'or', children: [facet('categories', 'health'), facet('categories', 'Education')] },
  {
    kind: 'and',
    children: [
      { kind: 'or', children: [facet('chamber', 'Senate')] },
      { kind: 'or', children: [facet('categories', 'Taxes'), { kind: 'tag', value: 'urgent' }] },
      { kind: 'not', child: facet('chamber', 'Joint') },
    ],
  },
  // Facet parts beside numeric ones: a bitmap holds them all when dense.
  {
    kind: 'and',
    children: [
      { kind: 'or', children: [facet('chamber', 'House'), facet('chamber', 'Joint')] },
      { kind: 'numeric', attribute: 'year', operator: '>=', value: 2003 },
      { kind: 'numeric', attribute: 'year', operator: '<', value: 2005 },
    ],
  },
  ...(['<', '<=', '=', '!=', '>=', '>'] as const).flatMap((operator): FilterNode[] => [
    { kind: 'numeric', attribute: 'year', operator, value: 2003 },
    // Records with several values match when one passes (every one for !=), without any only for !=.
    { kind: 'numeric', attribute: 'scores', operator, value: 5 },
    { kind: 'not', child: { kind: 'numeric', attribute: 'scores', operator, value: 3 } },
  ]),
  { kind: 'range', attribute: 'year', lower: 2001, upper: 2004 },
  { kind: 'range', attribute: 'scores', lower: 2, upper: 6 },
  { kind: 'numeric', attribute: 'nothing', operator: '!=', value: 1 },
  { kind: 'or', children: [] },
  facet('chamber', 'nobody'),
];

describe('compileFilter', () => {
  it.each(filters.map((f) => [JSON.stringify(f), f] as const))(
    'gives the same answer for few documents and for most of the index: %s',
    (_, filter) => {
      const data = index();
      const sparse = compileFilter(filter, data, 1);
      const dense = compileFilter(filter, data, data.docCount);
      // gather reads a dense filter's bitmap in place of calling it.
      const bitmap = predicateBitmap(dense);
      expect(predicateBitmap(sparse)).toBeUndefined();
      for (let doc = 0; doc < data.docCount; doc++) {
        if (!data.isAlive(doc)) continue;
        expect([doc, dense(doc)]).toEqual([doc, sparse(doc)]);
        if (bitmap) expect([doc, bitmap[doc] === 1]).toEqual([doc, sparse(doc)]);
      }
    },
  );
});

describe('compileFilter on part of the index', () => {
  const filter: FilterNode = {
    kind: 'and',
    children: [
      facet('chamber', 'House'),
      { kind: 'numeric', attribute: 'year', operator: '>=', value: 2003 },
    ],
  };
  it('is a bitmap from BITMAP_SHARE of the documents tested, and functions below it', () => {
    const data = index();
    const from = Math.ceil(data.docCount * BITMAP_SHARE);
    expect(from).toBeLessThan(data.docCount / 8);
    const sparse = compileFilter(filter, data, from - 1);
    const dense = compileFilter(filter, data, from);
    expect(predicateBitmap(sparse)).toBeUndefined();
    const bitmap = predicateBitmap(dense)!;
    expect(bitmap).toBeDefined();
    for (let doc = 0; doc < data.docCount; doc++)
      if (data.isAlive(doc)) expect([doc, bitmap[doc] === 1]).toEqual([doc, sparse(doc)]);
  });
});

describe('cached bitmaps', () => {
  it('follow the index as records are saved, and survive many other combinations', () => {
    const data = index();
    const filter: FilterNode = {
      kind: 'and',
      children: [
        { kind: 'or', children: [facet('categories', 'Health'), facet('categories', 'Taxes')] },
        { kind: 'not', child: facet('chamber', 'Joint') },
      ],
    };
    const same = () => {
      const dense = compileFilter(filter, data, data.docCount);
      const sparse = compileFilter(filter, data, 1);
      for (let doc = 0; doc < data.docCount; doc++)
        if (data.isAlive(doc)) expect([doc, dense(doc)]).toEqual([doc, sparse(doc)]);
    };
    same();
    data.upsert({ objectID: 'new', title: 'new bill', chamber: 'House', categories: ['Taxes'] });
    data.upsert({ objectID: '1', title: 'bill 1 again', chamber: 'Joint', categories: ['Health'] });
    same();
    expect(compileFilter(filter, data, data.docCount)(data.byObjectID.get('new')!)).toBe(true);
    // Enough other combinations to push this one (but not its values) out of the cache.
    for (let n = 0; n < 20; n++)
      compileFilter(
        { kind: 'or', children: [facet('categories', 'Health'), facet('chamber', `x${n}`)] },
        data,
      );
    same();
  });
});
