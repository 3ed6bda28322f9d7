import type { FilterLeaf, FilterNode, NumericOperator } from './filter-ast.js';
import { isLeaf, leavesOf } from './filter-ast.js';
import { facetValueKey, numbersAt, valuesAt } from './record-values.js';

// The reference evaluator: the specification the engine's posting-list fast path is tested against.
// Kept deliberately simple — one record at a time, no indexes.

/** Whether the record passes the filter. A missing attribute matches nothing, so its NOT matches. */
export function matchesFilter(node: FilterNode, record: Record<string, unknown>): boolean {
  switch (node.kind) {
    case 'all':
      return true;
    case 'and':
      return node.children.every((child) => matchesFilter(child, record));
    case 'or':
      return node.children.some((child) => matchesFilter(child, record));
    case 'not':
      return !matchesFilter(node.child, record);
    case 'facet': {
      const wanted = facetValueKey(node.value);
      return valuesAt(record, node.attribute).some((value) => facetValueKey(value) === wanted);
    }
    case 'tag':
      // Tags compare case-sensitively (Algolia: "Tag matching is case-sensitive").
      return valuesAt(record, '_tags').some((value) => String(value) === node.value);
    case 'numeric': {
      const numbers = numbersAt(record, node.attribute);
      // `!=` is the negation of `=`: a record holding the value in any element is out, one without it is in.
      if (node.operator === '!=') return !numbers.some((number) => number === node.value);
      return numbers.some((number) => compare(number, node.operator, node.value));
    }
    case 'range':
      return numbersAt(record, node.attribute).some((number) => number >= node.lower && number <= node.upper);
  }
}

function compare(left: number, operator: NumericOperator, right: number): boolean {
  switch (operator) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '=':
      return left === right;
    case '!=':
      return left !== right;
    case '>=':
      return left >= right;
    case '>':
      return left > right;
  }
}

/**
 * The filters score of a matching record (0 for a record the filter rejects), as Algolia's
 * `_rankingInfo.filters`: each matched filter scores its `<score=N>`, 1 without one; an OR group keeps the
 * best matching score, or their sum with `sumOrFiltersScores`; an AND adds its parts. A negated filter that
 * holds scores like a filter that matched.
 */
export function filterScore(
  node: FilterNode,
  record: Record<string, unknown>,
  sumOrFiltersScores: boolean,
): number {
  return matchesFilter(node, record) ? scoreOfMatch(node, record, sumOrFiltersScores) : 0;
}

function scoreOfMatch(
  node: FilterNode,
  record: Record<string, unknown>,
  sumOrFiltersScores: boolean,
): number {
  switch (node.kind) {
    case 'all':
      return 0;
    case 'and':
      return sum(node.children.map((child) => scoreOfMatch(child, record, sumOrFiltersScores)));
    case 'or': {
      const scores = node.children
        .filter((child) => matchesFilter(child, record))
        .map((child) => scoreOfMatch(child, record, sumOrFiltersScores));
      return sumOrFiltersScores ? sum(scores) : Math.max(0, ...scores);
    }
    case 'not':
      return isLeaf(node.child) ? ownScore(node.child) : 1;
    default:
      return ownScore(node);
  }
}

function ownScore(leaf: FilterLeaf): number {
  return leaf.score ?? 1;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** True when the filter keeps every record, so the engine can skip filtering. */
export function isTrivial(node: FilterNode): boolean {
  if (node.kind === 'all') return true;
  if (node.kind === 'and') return node.children.every(isTrivial);
  if (node.kind === 'or') return node.children.some(isTrivial);
  return false;
}

/** Attributes read by facet filters (negated ones included), in order of first use. */
export function facetAttributesOf(node: FilterNode): string[] {
  const attributes = leavesOf(node).flatMap((leaf) => (leaf.kind === 'facet' ? [leaf.attribute] : []));
  return [...new Set(attributes)];
}

/** Attributes read by numeric comparisons and ranges, in order of first use. */
export function numericAttributesOf(node: FilterNode): string[] {
  const attributes = leavesOf(node).flatMap((leaf) =>
    leaf.kind === 'numeric' || leaf.kind === 'range' ? [leaf.attribute] : [],
  );
  return [...new Set(attributes)];
}
