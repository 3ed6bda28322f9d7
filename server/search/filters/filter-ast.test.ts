import { describe, expect, it } from 'vitest';
import type { FilterNode } from './filter-ast.js';
import { and, leavesOf, matchAll, not, or } from './filter-ast.js';

const a: FilterNode = { kind: 'tag', value: 'a' };
const b: FilterNode = { kind: 'tag', value: 'b' };
const c: FilterNode = { kind: 'facet', attribute: 'c', value: 'x' };

describe('and', () => {
  it('flattens nested conjunctions and drops `all`', () => {
    expect(and(a, matchAll(), and(b, c))).toEqual({ kind: 'and', children: [a, b, c] });
  });

  it('is `all` without children and the child itself with one', () => {
    expect(and()).toEqual({ kind: 'all' });
    expect(and(matchAll(), matchAll())).toEqual({ kind: 'all' });
    expect(and(matchAll(), a)).toBe(a);
  });
});

describe('or', () => {
  it('flattens nested disjunctions', () => {
    expect(or(a, or(b, c))).toEqual({ kind: 'or', children: [a, b, c] });
  });

  it('is the child itself with one child', () => {
    expect(or(a)).toBe(a);
  });

  it('becomes `all` when one alternative keeps everything', () => {
    expect(or(a, matchAll())).toEqual({ kind: 'all' });
  });

  it('keeps an empty group, which matches nothing', () => {
    expect(or()).toEqual({ kind: 'or', children: [] });
  });

  it('keeps an AND child as it is', () => {
    expect(or(a, and(b, c))).toEqual({ kind: 'or', children: [a, { kind: 'and', children: [b, c] }] });
  });
});

describe('leavesOf', () => {
  it('lists leaves in reading order, negated ones included', () => {
    expect(leavesOf(and(or(a, not(b)), c))).toEqual([a, b, c]);
    expect(leavesOf(matchAll())).toEqual([]);
  });
});
