import type { UiState } from 'instantsearch.js';
import { ROOT_INDEX_ID, SHARED_CHAMBER } from './bill-search-state';

/** How many filters narrow one tab: its own refinements and ranges, plus the shared Chamber. */
export function activeRefinementCount(uiState: UiState, indexId: string): number {
  const own = uiState[indexId] ?? {};
  const values = Object.values(own.refinementList ?? {}).reduce((sum, list) => sum + list.length, 0);
  const ranges = Object.values(own.range ?? {}).filter((range) => range && range !== ':').length;
  const shared =
    indexId === ROOT_INDEX_ID ? 0 : (uiState[ROOT_INDEX_ID]?.refinementList?.[SHARED_CHAMBER]?.length ?? 0);
  return values + ranges + shared;
}

/** Every tab back to page 1: a new query or a shared refinement changes what every tab finds. */
export function firstPages(uiState: UiState): UiState {
  return Object.fromEntries(
    Object.entries(uiState).map(([indexId, state]) => [indexId, { ...state, page: undefined }]),
  );
}

/** One tab without its filters (and the shared Chamber with them), back on page 1. */
export function withoutRefinements(uiState: UiState, indexId: string): UiState {
  const root = uiState[ROOT_INDEX_ID] ?? {};
  return {
    ...uiState,
    ...(indexId === ROOT_INDEX_ID
      ? {}
      : { [ROOT_INDEX_ID]: { ...root, refinementList: { ...root.refinementList, [SHARED_CHAMBER]: [] } } }),
    [indexId]: { ...uiState[indexId], refinementList: {}, range: {}, page: undefined },
  };
}
