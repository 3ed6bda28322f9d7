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
      return membership(data.facetPostings.get(node.attribute)?.get(foldText(node.value)), data.docs.length);
    case 'tag':
      return membership(data.facetPostings.get('_tags')?.get(node.value), data.docs.length);
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

function membership(docs: number[] | undefined, size: number): DocPredicate {
  if (!docs || docs.length === 0) return () => false;
  const bitmap = new Uint8Array(size);
  for (const doc of docs) bitmap[doc] = 1;
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
