import { FilterSyntaxError } from './filter-syntax-error.js';

// The list form shared by facetFilters, numericFilters and tagFilters: an array whose items are ANDed, a
// nested array being an OR group — `[['genre:comedy', 'genre:drama'], 'author:Doe']`. The parameter may
// also arrive as a string (v4 `params` strings, InstantSearch's `tagFilters`): JSON when it starts with
// `[`, otherwise Algolia's legacy list, comma-separated with parenthesised OR groups — `(a,b),c` — which is
// what algoliasearch-helper sends as `tagRefinements.join(',')`. A comma therefore cannot appear inside a
// value in that string form; use the array form for such values.

export type FilterParamName = 'facetFilters' | 'numericFilters' | 'tagFilters';

export interface FilterListItem {
  text: string;
  /** Where `text` starts in the string it came from (0 for array items). */
  offset: number;
}

/** AND of OR groups; a group of one is a plain filter. Empty groups are left out. */
export type FilterList = FilterListItem[][];

export function readFilterList(input: unknown, param: FilterParamName): FilterList {
  if (typeof input === 'string') {
    return input.trimStart().startsWith('[')
      ? fromArray(parseJson(input, param), param)
      : fromLegacy(input, param);
  }
  return fromArray(input, param);
}

function parseJson(input: string, param: FilterParamName): unknown {
  try {
    return JSON.parse(input);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new FilterSyntaxError(`${param}: invalid JSON array (${reason})`, 0);
  }
}

function fromArray(input: unknown, param: FilterParamName): FilterList {
  if (!Array.isArray(input)) {
    throw new FilterSyntaxError(
      `${param}: expected a string or an array of strings, got ${typeName(input)}`,
      0,
    );
  }
  const groups: FilterList = [];
  for (const entry of input) {
    const group = orGroup(entry).map((item) => {
      if (typeof item === 'string') return { text: item, offset: 0 };
      throw new FilterSyntaxError(
        `${param}: expected a filter string or an array of filter strings, got ${typeName(item)}`,
        0,
      );
    });
    if (group.length > 0) groups.push(group);
  }
  return groups;
}

/**
 * The items of one top-level entry. The contract's FacetFilters is recursive (an array of FacetFilters or
 * a string: specs/common/schemas/SearchParams.yml) and Algolia answers arrays nested deeper than two
 * levels; since "you can't group AND conditions inside an OR group"
 * (https://www.algolia.com/doc/api-reference/api-parameters/facetFilters), every string below the top
 * level belongs to the entry's OR group. Iterative: a request's JSON depth is bounded, an internal caller's
 * is not.
 */
function orGroup(entry: unknown): unknown[] {
  if (!Array.isArray(entry)) return [entry];
  const items: unknown[] = [];
  const pending: unknown[] = [...entry].reverse();
  while (pending.length > 0) {
    const item = pending.pop();
    if (Array.isArray(item)) for (let i = item.length - 1; i >= 0; i--) pending.push(item[i]);
    else items.push(item);
  }
  return items;
}

function fromLegacy(input: string, param: FilterParamName): FilterList {
  const groups: FilterList = [];
  let i = 0;
  while (i < input.length) {
    while (input.charAt(i) === ' ') i++;
    if (input.charAt(i) === '(') {
      const close = input.indexOf(')', i);
      if (close < 0) throw new FilterSyntaxError(`${param}: unclosed '(' at col ${i}`, i);
      groups.push(splitItems(input, i + 1, close));
      i = close + 1;
      while (input.charAt(i) === ' ') i++;
      if (i < input.length && input.charAt(i) !== ',') {
        throw new FilterSyntaxError(`${param}: expected ',' after ')' at col ${i}`, i);
      }
    } else {
      const comma = input.indexOf(',', i);
      const end = comma < 0 ? input.length : comma;
      groups.push(splitItems(input, i, end));
      i = end;
    }
    i++; // past the comma
  }
  return groups.filter((group) => group.length > 0);
}

/** The comma-separated, trimmed, non-empty items of input[start, end). */
function splitItems(input: string, start: number, end: number): FilterListItem[] {
  const items: FilterListItem[] = [];
  let itemStart = start;
  for (let i = start; i <= end; i++) {
    if (i === end || input.charAt(i) === ',') {
      const raw = input.slice(itemStart, i);
      const text = raw.trim();
      if (text !== '') items.push({ text, offset: itemStart + raw.indexOf(text) });
      itemStart = i + 1;
    }
  }
  return items;
}

function typeName(value: unknown): string {
  return value === null ? 'null' : typeof value;
}
