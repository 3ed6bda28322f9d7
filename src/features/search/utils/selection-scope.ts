import type { IndexUiState, UiState } from 'instantsearch.js';
import { ROOT_INDEX_ID } from './bill-search-state';

type Lists = IndexUiState['refinementList'];
type Ranges = IndexUiState['range'];

/** Only the values that filter, in a fixed order: `{}`, `[]` and ':' narrow nothing. */
const activeLists = (lists: Lists = {}) =>
  Object.entries(lists)
    .filter(([, values]) => values.length > 0)
    .map(([attribute, values]) => [attribute, [...values].sort()] as const)
    .sort(([a], [b]) => a.localeCompare(b));

const activeRanges = (ranges: Ranges = {}) =>
  Object.entries(ranges)
    .filter(([, range]) => range && range !== ':')
    .sort(([a], [b]) => a.localeCompare(b));

/**
 * What a selection of one tab's hits belongs to: the shared query and Chamber plus that tab's own
 * refinements. Page, per-page count and the Configure widget's settings are left out on purpose, so a
 * selection survives moving between pages and tabs but not a new search.
 */
export function selectionScope(uiState: UiState, indexId: string): string {
  const root = uiState[ROOT_INDEX_ID] ?? {};
  const own = uiState[indexId] ?? {};
  return JSON.stringify([
    root.query ?? '',
    activeLists(root.refinementList),
    activeLists(own.refinementList),
    activeRanges(own.range),
  ]);
}
