import { Tabs } from '@mantine/core';
import type { SearchClient } from 'instantsearch.js';
import { useMemo, type ReactNode } from 'react';
import { InstantSearch, useInstantSearch, useSearchBox } from 'react-instantsearch';
import { useSearchParams } from 'react-router-dom';
import type { SearchClientConfig } from '../../../../server/schemas/search-config';
import { getSearchClient } from '../../../lib/search-client';
import { useSearchRouting } from '../hooks/use-search-routing';
import { firstPages } from '../utils/active-refinements';
import { billSearchStateMapping, ROOT_INDEX_ID } from '../utils/bill-search-state';
import { rewriteBillNumber } from '../utils/rewrite-bill-number';
import { DEFAULT_SEARCH_TAB, searchTabs } from '../utils/search-tabs';
import { STALLED_SEARCH_DELAY_MS } from '../utils/search-timing';
import { BillHitActionsContext, type BillHitRef } from './bill-hit-actions';
import { BillSelectionProvider } from './bill-selection';
import { BillSearchTabList } from './bill-search-tab-list';
import { DEFAULT_PER_PAGE, readPerPage, type PerPage } from './per-page-select';
import { SearchInput } from './search-input';
import { SearchStatus } from './search-status';
import { TabIndex } from './tab-index';
import { VirtualSharedChamber } from './virtual-facets';

/** Page parameters kept beside the search state in the address. */
const PAGE_PARAMS = ['tab', 'per_page'] as const;

function BillSearchBox() {
  // The widget makes the query part of the root index's state; the root index has no results of its own,
  // so its render state never refreshes: the query shown is read from the UI state instead.
  useSearchBox();
  const { indexUiState, setUiState } = useInstantSearch();
  return (
    <SearchInput
      query={indexUiState.query ?? ''}
      label="Search bills"
      placeholder="Search here…"
      rewrite={rewriteBillNumber}
      // The query is shared by every tab: all of them go back to their first page.
      onSearch={(next) =>
        setUiState((state) =>
          firstPages({ ...state, [ROOT_INDEX_ID]: { ...state[ROOT_INDEX_ID], query: next } }),
        )
      }
    />
  );
}

export interface SearchBillsProps {
  config: SearchClientConfig;
  /** @default the app's client for `config` (tests pass one aimed at their server) */
  searchClient?: SearchClient;
  /** The tracking slot of each bill hit (issue 5). @default nothing */
  renderBillActions?: (bill: BillHitRef) => ReactNode;
  /**
   * Actions on the selected bill hits (spec §2 track and report buttons), shown while any is selected.
   * @default nothing, and no select boxes
   */
  renderSelectionActions?: (selectedBills: readonly BillHitRef[]) => ReactNode;
}

/**
 * The bill search page (spec §2, component search-bills): one box searching bills, amendments, news,
 * press, transcripts, legislators and committees at once, a tab per index with its count, per-tab facets
 * and a Chamber filter shared by all tabs. The state lives in the address (Back, reload, shared links).
 */
export function SearchBills({
  config,
  searchClient,
  renderBillActions,
  renderSelectionActions,
}: SearchBillsProps) {
  const tabs = useMemo(() => searchTabs(config.page), [config.page]);
  const client = useMemo(
    () => searchClient ?? (getSearchClient(config) as SearchClient),
    [searchClient, config],
  );
  const { routing, router } = useSearchRouting(() => billSearchStateMapping(tabs), PAGE_PARAMS);
  const [searchParams] = useSearchParams();
  const shown = tabs.find((tab) => tab.id === searchParams.get('tab')) ?? tabs[0]!;
  const perPage = readPerPage(searchParams.get('per_page'));
  const choosePerPage = (next: PerPage) =>
    router.setPageParams({ per_page: next === DEFAULT_PER_PAGE ? undefined : next });
  return (
    <BillHitActionsContext value={renderBillActions ?? null}>
      <InstantSearch
        searchClient={client}
        routing={routing}
        stalledSearchDelay={STALLED_SEARCH_DELAY_MS}
        insights={false}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <BillSelectionProvider renderActions={renderSelectionActions}>
          <VirtualSharedChamber />
          <BillSearchBox />
          <Tabs
            value={shown.id}
            onChange={(id) => id && router.setPageParams({ tab: id === DEFAULT_SEARCH_TAB ? undefined : id })}
            // Every tab's index must stay mounted *and active* for the counts: React's <Activity> (Mantine's
            // default way of keeping panels) would pause the hidden tabs' effects, so their indexes would
            // never join the search.
            keepMounted
            keepMountedMode="display-none"
          >
            <BillSearchTabList tabs={tabs} />
            <SearchStatus />
            {tabs.map((tab) => (
              <Tabs.Panel key={tab.id} value={tab.id} pt="sm">
                <TabIndex
                  tab={tab}
                  active={tab.id === shown.id}
                  config={config.page}
                  perPage={perPage}
                  onPerPageChange={choosePerPage}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        </BillSelectionProvider>
      </InstantSearch>
    </BillHitActionsContext>
  );
}
