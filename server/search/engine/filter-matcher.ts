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
    // Plain loops: these run once per matching document, which can be every document of the index.
    case 'and': {
      const parts = node.children.map((child) => compileFilter(child, data));
      return (doc) => {
        for (let i = 0; i < parts.length; i++) if (!parts[i]!(doc)) return false;
        return true;
      };
    }
    case 'or': {
      const parts = node.children.map((child) => compileFilter(child, data));
      return (doc) => {
        for (let i = 0; i < parts.length; i++) if (parts[i]!(doc)) return true;
        return false;
      };
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
      // One small function per operator rather than a chain of comparisons on every call.
      const tests: Record<typeof operator, (v: number) => boolean> = {
        '<': (v) => v < value,
        '<=': (v) => v <= value,
        '=': (v) => v === value,
        '!=': (v) => v !== value,
        '>=': (v) => v >= value,
        '>': (v) => v > value,
      };
      const test = tests[operator];
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
  const { first } = numericFirstValues(data, attribute, column);
  return (doc) => {
    const value = first[doc]!;
    // Most records hold one number: compare it directly, and look at the list only for several.
    if (value === value) return test(value);
    const values = column[doc];
    if (!values || values.length === 0) return matchMissing;
    return matchMissing ? values.every(test) : values.some(test);
  };
}

const firstValueColumns = new WeakMap<IndexData, Map<string, { size: number; first: Float64Array }>>();

/** Per document: its number when it has exactly one, else NaN (none, or several: see the full column). */
function numericFirstValues(data: IndexData, attribute: string, column: (number[] | undefined)[]) {
  let byAttribute = firstValueColumns.get(data);
  if (!byAttribute) firstValueColumns.set(data, (byAttribute = new Map()));
  let entry = byAttribute.get(attribute);
  if (entry?.size !== column.length) {
    const first = new Float64Array(column.length).fill(Number.NaN);
    for (let doc = 0; doc < column.length; doc++) {
      const values = column[doc];
      if (values?.length === 1) first[doc] = values[0]!;
    }
    entry = { size: column.length, first };
    byAttribute.set(attribute, entry);
  }
  return entry;
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
