// Evaluates a filter against document numbers using the index's facet postings (facet and tag filters)
// and per-attribute numeric columns, instead of walking each record.
import type { FilterNode } from '../filters/filter-ast.js';
import { foldText } from '../text/fold.js';
import { valuesAt } from './attribute-paths.js';
import type { IndexData } from './index-data.js';

export type DocPredicate = (doc: number) => boolean;

export function compileFilter(node: FilterNode, data: IndexData): DocPredicate {
  switch (node.kind) {
    case 'all':
      return () => true;
    case 'and': {
      const parts = node.children.map((child) => compileFilter(child, data));
      return (doc) => parts.every((part) => part(doc));
    }
    case 'or': {
      const parts = node.children.map((child) => compileFilter(child, data));
      return (doc) => parts.some((part) => part(doc));
    }
    case 'not': {
      const inner = compileFilter(node.child, data);
      return (doc) => !inner(doc);
    }
    case 'facet':
      return membership(data, node.attribute, foldText(node.value));
    case 'tag':
      return membership(data, '_tags', node.value);
    case 'numeric': {
      const { operator, value } = node;
      const test = (v: number) =>
        operator === '<'
          ? v < value
          : operator === '<='
            ? v <= value
            : operator === '='
              ? v === value
              : operator === '!='
                ? v !== value
                : operator === '>='
                  ? v >= value
                  : v > value;
      // Algolia: `attr != 5` also matches records without the attribute.
      return numericPredicate(data, node.attribute, test, operator === '!=');
    }
    case 'range':
      return numericPredicate(data, node.attribute, (v) => v >= node.lower && v <= node.upper, false);
  }
}

/** Bitmaps kept per index; refinements repeat from one keystroke to the next, so rebuilding is wasted. */
const MAX_CACHED_BITMAPS = 64;
const bitmapCaches = new WeakMap<IndexData, Map<string, { size: number; bitmap: Uint8Array }>>();

function membership(data: IndexData, attribute: string, value: string): DocPredicate {
  const docs = data.facetPostings.get(attribute)?.get(value);
  if (!docs || docs.length === 0) return () => false;
  let cache = bitmapCaches.get(data);
  if (!cache) bitmapCaches.set(data, (cache = new Map()));
  const key = `${attribute}\u0000${value}`;
  // Documents are only ever appended (an update is a new number), so an unchanged size means the same set.
  let entry = cache.get(key);
  if (entry?.size !== data.docs.length) {
    const bitmap = new Uint8Array(data.docs.length);
    for (const doc of docs) bitmap[doc] = 1;
    entry = { size: data.docs.length, bitmap };
  }
  cache.delete(key); // re-inserted last: the map's order is least recently used first
  cache.set(key, entry);
  if (cache.size > MAX_CACHED_BITMAPS) cache.delete(cache.keys().next().value!);
  const { bitmap } = entry;
  return (doc) => bitmap[doc] === 1;
}

function numericPredicate(
  data: IndexData,
  attribute: string,
  test: (value: number) => boolean,
  matchMissing: boolean,
): DocPredicate {
  const column = numericColumn(data, attribute);
  return (doc) => {
    const values = column[doc];
    if (!values || values.length === 0) return matchMissing;
    return matchMissing ? values.every(test) : values.some(test);
  };
}

const numericColumns = new WeakMap<IndexData, Map<string, (number[] | undefined)[]>>();

/** Numeric values of one attribute per document, computed once and extended as documents are added. */
export function numericColumn(data: IndexData, attribute: string): (number[] | undefined)[] {
  let columns = numericColumns.get(data);
  if (!columns) numericColumns.set(data, (columns = new Map()));
  let column = columns.get(attribute);
  if (!column) columns.set(attribute, (column = []));
  for (let doc = column.length; doc < data.docs.length; doc++) {
    const stored = data.docs[doc];
    if (!stored) {
      column.push(undefined);
      continue;
    }
    const numbers = valuesAt(stored.record, attribute).filter((v): v is number => typeof v === 'number');
    column.push(numbers.length ? numbers : undefined);
  }
  return column;
}
