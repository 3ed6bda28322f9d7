import type { UiState } from 'instantsearch.js';
import type { FollowedSearch } from '../../../../server/schemas/notifications';
import { ROOT_INDEX_ID, SHARED_CHAMBER } from './bill-search-state';

/** The contract's bounds on a followed search (server/schemas/notifications.ts). */
const MAX_QUERY_LENGTH = 200;
const MAX_FILTERS = 20;

/**
 * The bill search as it stands, as a search to follow (issue 22): the box's words, the shared Chamber and
 * the Bills tab's refinements as 'attribute:value' facet filters. The bill-number range is left out: a
 * new bill is matched by its facets, and a range of numbers says nothing about bills still to come.
 */
export function followedSearchOf(uiState: UiState, billsIndexId: string): FollowedSearch {
  const root = uiState[ROOT_INDEX_ID] ?? {};
  const refinements: [string, readonly string[]][] = [
    [SHARED_CHAMBER, root.refinementList?.[SHARED_CHAMBER] ?? []],
    ...Object.entries(uiState[billsIndexId]?.refinementList ?? {}),
  ];
  const filters = refinements.flatMap(([attribute, values]) =>
    values.map((value) => `${attribute}:${value}`),
  );
  return {
    query: (root.query ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    filters: filters.slice(0, MAX_FILTERS),
  };
}
