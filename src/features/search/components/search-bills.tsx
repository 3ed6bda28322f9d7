import { Tabs } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchRouting } from '../hooks/use-search-routing';
import { billSearchStateMapping } from '../utils/bill-search-state';
import { DEFAULT_SEARCH_TAB, searchTabs } from '../utils/search-tabs';
import { BillSearchRoot, type BillSearchPageProps } from './bill-search-root';
import { BillSearchTabList } from './bill-search-tab-list';
import { BillTextSearchLink } from './bill-text-search-link';
import { DEFAULT_PER_PAGE, readPerPage, type PerPage } from './per-page-select';
import { SearchStatus } from './search-status';
import { TabIndex } from './tab-index';

/** Page parameters kept beside the search state in the address. */
const PAGE_PARAMS = ['tab', 'per_page'] as const;

export type SearchBillsProps = BillSearchPageProps;

/**
 * The bill search page (spec §2, component search-bills): one box searching bills, amendments, news,
 * press, transcripts, legislators and committees at once, a tab per index with its count, per-tab facets
 * and a Chamber filter shared by all tabs. The state lives in the address (Back, reload, shared links).
 * Memoised: the page around it re-renders as its own queries settle after hydration (session, states),
 * and each such render redrew every widget and hit (issue 20: TBT); its props change far less often.
 */
export const SearchBills = memo(function SearchBills(props: SearchBillsProps) {
  const { config } = props;
  const tabs = useMemo(() => searchTabs(config.page), [config.page]);
  const { routing, router } = useSearchRouting(() => billSearchStateMapping(tabs), PAGE_PARAMS);
  const [searchParams] = useSearchParams();
  const shown = tabs.find((tab) => tab.id === searchParams.get('tab')) ?? tabs[0]!;
  const perPage = readPerPage(searchParams.get('per_page'));
  const choosePerPage = (next: PerPage) =>
    router.setPageParams({ per_page: next === DEFAULT_PER_PAGE ? undefined : next });
  return (
    <BillSearchRoot {...props} routing={routing} searchLabel="Search bills">
      <BillTextSearchLink />
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
    </BillSearchRoot>
  );
});
