import type { SearchClient } from 'instantsearch.js';
import { useMemo, type ReactNode } from 'react';
import { InstantSearch, InstantSearchSSRProvider } from 'react-instantsearch';
import type { FollowedSearch } from '../../../../server/schemas/notifications';
import type { SearchClientConfig } from '../../../../server/schemas/search-config';
import { getSearchClient } from '../../../lib/search-client';
import { useServerSearchResults } from '../../../lib/server-search-state';
import { ResilientSearchContext, useResilientSearch } from '../hooks/use-resilient-search';
import type { useSearchRouting } from '../hooks/use-search-routing';
import type { BillPrefixes } from '../utils/rewrite-bill-number';
import type { SavedItemsSource } from '../utils/saved-records';
import { STALLED_SEARCH_DELAY_MS } from '../utils/search-timing';
import { BillHitActionsContext, type BillHitRef } from './bill-hit-actions';
import { BillSearchBox } from './bill-search-box';
import { BillSelectionProvider } from './bill-selection';
import { SearchActionsSlot } from './search-actions-slot';
import { VirtualSharedChamber } from './virtual-facets';
import { MountedInTransition, RendersInTransition } from './search-transitions';

/** What a page of bill search results takes (the bill search and its AI-assisted variant). */
export interface BillSearchPageProps {
  config: SearchClientConfig;
  /** @default the app's client for `config` (tests pass one aimed at their server) */
  searchClient?: SearchClient;
  /**
   * What the phone holds, searched when the network is gone or the search service fails (issue 18).
   * @default none: a failed search is an error with Retry
   */
  savedItems?: SavedItemsSource;
  /**
   * The bill types of `config.state` (GET /api/states): the search box's short bill numbers follow them
   * (spec §5). @default unknown: the query is searched as typed
   */
  billPrefixes?: BillPrefixes;
  /** The tracking slot of each bill hit (issue 5). @default nothing */
  renderBillActions?: (bill: BillHitRef) => ReactNode;
  /**
   * Actions on the selected bill hits (spec §2 track and report buttons), shown while any is selected.
   * @default nothing, and no select boxes
   */
  renderSelectionActions?: (selectedBills: readonly BillHitRef[]) => ReactNode;
  /** Actions on the search itself, under the box (issue 22: 'Follow this search'). @default nothing */
  renderSearchActions?: (search: FollowedSearch) => ReactNode;
}

export interface BillSearchRootProps extends BillSearchPageProps {
  /** The page's address ↔ search state (useSearchRouting). */
  routing: ReturnType<typeof useSearchRouting>['routing'];
  /** The search box's accessible name, e.g. 'Search bills'. */
  searchLabel: string;
  /** The page's indexes and results. */
  children: ReactNode;
}

/**
 * What both bill search pages stand on: InstantSearch over the app's search client (falling back to the
 * phone's saved items), whose root index holds the query (the search box) and the Chamber refinement its
 * indexes inherit, with the bill hits' actions and the selection of bills.
 */
export function BillSearchRoot({
  config,
  searchClient,
  savedItems,
  billPrefixes,
  renderBillActions,
  renderSelectionActions,
  renderSearchActions,
  routing,
  searchLabel,
  children,
}: BillSearchRootProps) {
  const service = useMemo(
    () => searchClient ?? (getSearchClient(config) as SearchClient),
    [searchClient, config],
  );
  const resilient = useResilientSearch(service, savedItems, config.timeouts.connect);
  // A server-rendered page's results (react-instantsearch's SSR recipe): InstantSearch starts from them
  // and seeds its client's cache with them, so hydrating sends no search.
  const initialResults = useServerSearchResults();
  const search = (
    <InstantSearch
      searchClient={resilient.client}
      routing={routing}
      stalledSearchDelay={STALLED_SEARCH_DELAY_MS}
      insights={false}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <RendersInTransition />
      {/* At once where nothing can be sliced, on the server (whose first pass finds the widgets to search
          for), and where the server drew them (hydration must find the same). */}
      <MountedInTransition now={import.meta.env.SSR || initialResults !== null}>
        <BillSelectionProvider renderActions={renderSelectionActions}>
          <VirtualSharedChamber />
          <BillSearchBox label={searchLabel} billPrefixes={billPrefixes} />
          {renderSearchActions && <SearchActionsSlot render={renderSearchActions} />}
          {children}
        </BillSelectionProvider>
      </MountedInTransition>
    </InstantSearch>
  );
  return (
    <ResilientSearchContext value={resilient}>
      <BillHitActionsContext value={renderBillActions ?? null}>
        {initialResults ? (
          <InstantSearchSSRProvider initialResults={initialResults}>{search}</InstantSearchSSRProvider>
        ) : (
          search
        )}
      </BillHitActionsContext>
    </ResilientSearchContext>
  );
}
