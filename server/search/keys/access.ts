import type { FilterParams } from '../filters/parse-filter-params.js';
import type { SearchParams } from '../types.js';
import { ACLS, type Acl } from './acl.js';
import { allowsIndex } from './index-patterns.js';

/** What a request's API key may do, after resolving a secured key to its parent. */
export interface Access {
  /** The admin key: every ACL and index, no restrictions, and the /1/keys endpoints. */
  admin: boolean;
  /** The key used (a secured key's parent): the one key `GET /1/keys/{key}` may read. */
  keyValue?: string;
  acl: ReadonlySet<Acl>;
  /** Every list must allow the index (the key's `indexes`, a secured key's `restrictIndices`). */
  indexPatterns: readonly (readonly string[])[];
  /** Search parameters that override the request's (the key's `queryParameters`, secured restrictions). */
  forcedParams: SearchParams;
  /** Filters ANDed with the request's `filters`. */
  forcedFilters: readonly string[];
  /** 0 = no limit. */
  maxHitsPerQuery: number;
}

export const ADMIN_ACCESS: Access = {
  admin: true,
  acl: new Set(ACLS),
  indexPatterns: [],
  forcedParams: {},
  forcedFilters: [],
  maxHitsPerQuery: 0,
};

export function canUseIndex(access: Access, indexName: string): boolean {
  return access.indexPatterns.every((patterns) => allowsIndex(patterns, indexName));
}

/** Splits forced parameters into the filters (to AND) and the rest (to override). */
export function splitForcedParams(params: SearchParams): Pick<Access, 'forcedParams' | 'forcedFilters'> {
  const { filters, ...forcedParams } = params;
  return {
    forcedParams,
    forcedFilters: typeof filters === 'string' && filters.trim() !== '' ? [filters] : [],
  };
}

/**
 * The parameters a search runs with: the request's, overridden by the key's forced ones, its filters
 * ANDed with the key's, and `hitsPerPage` capped by `maxHitsPerQuery`.
 */
export function restrictSearchParams<P extends SearchParams>(
  access: Access,
  params: P,
  defaultHitsPerPage: () => number,
): P & SearchParams {
  if (access.admin) return params;
  const restricted: P & SearchParams = { ...params, ...access.forcedParams };
  const filters = [...access.forcedFilters];
  if (typeof params.filters === 'string' && params.filters.trim() !== '') filters.push(params.filters);
  if (filters.length > 0) restricted.filters = andFilters(filters);
  if (access.maxHitsPerQuery > 0)
    restricted.hitsPerPage = Math.min(
      Number(restricted.hitsPerPage ?? defaultHitsPerPage()),
      access.maxHitsPerQuery,
    );
  return restricted;
}

/**
 * The filters a record must pass to be seen with this key at all (a secured key's `filters`, a key's
 * forced facet, numeric or tag filters): what a search is restricted to, a record read by id is too.
 * Undefined when the key restricts nothing.
 */
export function recordFilterOf(access: Access): FilterParams | undefined {
  if (access.admin) return undefined;
  const restriction: FilterParams = {};
  if (access.forcedFilters.length > 0) restriction.filters = andFilters(access.forcedFilters);
  for (const name of ['facetFilters', 'numericFilters', 'tagFilters'] as const) {
    const forced = access.forcedParams[name];
    if (forced !== undefined && forced !== null) restriction[name] = forced;
  }
  return Object.keys(restriction).length > 0 ? restriction : undefined;
}

/** `a AND (b OR c)`: a part is parenthesised only when it has an OR at its top level. */
export function andFilters(parts: readonly string[]): string {
  return parts.map((part) => (hasTopLevelOr(part) ? `(${part})` : part)).join(' AND ');
}

function hasTopLevelOr(filter: string): boolean {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < filter.length; i += 1) {
    const char = filter[i];
    if (char === '"' && filter[i - 1] !== '\\') quoted = !quoted;
    if (quoted) continue;
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (depth === 0 && /^\sOR\s/.test(filter.slice(i, i + 4))) return true;
  }
  return false;
}
