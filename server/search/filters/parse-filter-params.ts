import type { SearchParams } from '../types.js';
import type { FilterNode } from './filter-ast.js';
import { and, or } from './filter-ast.js';
import type { FilterListItem, FilterParamName } from './filter-list.js';
import { readFilterList } from './filter-list.js';
import { FilterSyntaxError } from './filter-syntax-error.js';
import { parseFacetItem, parseNumericItem, parseTagItem } from './parse-filter-items.js';
import { parseFilters } from './parse-filters.js';

export type FilterListInput = string | (string | string[])[];
export type FilterParams = Pick<SearchParams, 'filters' | 'facetFilters' | 'numericFilters' | 'tagFilters'>;

export function parseFacetFilters(input: FilterListInput): FilterNode {
  return parseList(input, 'facetFilters', parseFacetItem);
}

export function parseNumericFilters(input: FilterListInput): FilterNode {
  return parseList(input, 'numericFilters', parseNumericItem);
}

export function parseTagFilters(input: FilterListInput): FilterNode {
  return parseList(input, 'tagFilters', parseTagItem);
}

/**
 * All of a search's filter parameters as one filter: `filters AND facetFilters AND numericFilters AND
 * tagFilters`, absent (undefined or null) ones keeping every record. Throws FilterSyntaxError whose message
 * starts with the offending parameter's name.
 */
export function searchFilters(params: FilterParams): FilterNode {
  const inputs: Record<string, unknown> = params;
  const parts: FilterNode[] = [];
  const { filters } = inputs;
  if (filters !== undefined && filters !== null) {
    if (typeof filters !== 'string') {
      throw new FilterSyntaxError(`filters: expected a string, got ${typeof filters}`, 0);
    }
    parts.push(parseFilters(filters));
  }
  for (const [param, parseItem] of LIST_PARAMS) {
    const input = inputs[param];
    if (input !== undefined && input !== null) parts.push(parseList(input, param, parseItem));
  }
  return and(...parts);
}

const LIST_PARAMS: [FilterParamName, (item: FilterListItem) => FilterNode][] = [
  ['facetFilters', parseFacetItem],
  ['numericFilters', parseNumericItem],
  ['tagFilters', parseTagItem],
];

function parseList(
  input: unknown,
  param: FilterParamName,
  parseItem: (item: FilterListItem) => FilterNode,
): FilterNode {
  return and(...readFilterList(input, param).map((group) => or(...group.map(parseItem))));
}
