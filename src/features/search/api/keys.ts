import type { BillSearchResultTab } from '../../../../server/schemas/bill-search-results';

/** The one owner of search query keys (the search results themselves live in InstantSearch, not here). */
export const searchKeys = {
  all: ['search'] as const,
  /** A root of its own: the query cache saves it for offline use (PERSISTED_KEY_ROOTS), never the results. */
  config: () => ['search-config'] as const,
  billTab: (billId: number, tab: BillSearchResultTab) =>
    [...searchKeys.all, 'bill-tab', billId, tab] as const,
};
