import type { SearchPageConfig } from '../../../../server/schemas/search-config';
import type { PerPage } from '../../search/components/per-page-select';
import { searchTabs, type SearchTab } from '../../search/utils/search-tabs';

/** The engine's grouped search over bill text: one hit per bill whose sections matched (contract A). */
export const BILL_MATCHES_INDEX = 'bill_matches';

/** Spec §9: the AI-assisted variant shows 25 bills per page unless asked for more. */
export const BILL_TEXT_SEARCH_PER_PAGE: PerPage = '25';

/**
 * The bill search's Bills tab, searching `bill_matches`: the same facets (Session, Chamber, Sponsors,
 * Progress and Status when enabled, Citations, Categories, spec §2), labels, limits and default session.
 * No bill number range: the text index has no such facet.
 */
export function billTextSearchTab(config: SearchPageConfig): SearchTab {
  const bills = searchTabs(config).find((tab) => tab.id === 'bills')!;
  const { range: _range, ...withoutRange } = bills;
  return { ...withoutRange, indexName: BILL_MATCHES_INDEX };
}
