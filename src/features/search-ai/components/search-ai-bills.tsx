import { useMemo } from 'react';
import { Configure, Index } from 'react-instantsearch';
import { useSearchParams } from 'react-router-dom';
import { BillSearchRoot, type BillSearchPageProps } from '../../search/components/bill-search-root';
import { readPerPage, type PerPage } from '../../search/components/per-page-select';
import { SearchStatus } from '../../search/components/search-status';
import { VirtualFacets } from '../../search/components/virtual-facets';
import { useSearchRouting } from '../../search/hooks/use-search-routing';
import { billSearchStateMapping } from '../../search/utils/bill-search-state';
import { BILL_TEXT_SEARCH_PARAMS } from '../../search/utils/bill-text-search';
import { BILL_TEXT_SEARCH_PER_PAGE, billTextSearchTab } from '../utils/bill-text-search-tab';
import { BillTextResults } from './bill-text-results';

/** Page parameters kept beside the search state in the address. */
const PAGE_PARAMS = ['per_page'] as const;

export type SearchAiBillsProps = BillSearchPageProps;

/**
 * The AI-assisted bill search (spec §2, component search-ai-bills): bills whose text matches the query,
 * one hit per bill with its best passages, the bill search's facets, tracking and reports, and a streamed
 * overview of the results. Its state lives in the address: `?query=…&session=…` (the default session
 * when none is given, spec §9), the other facets, `page` and `per_page`.
 */
export function SearchAiBills(props: SearchAiBillsProps) {
  const { config } = props;
  const tab = useMemo(() => billTextSearchTab(config.page), [config.page]);
  const { routing, router } = useSearchRouting(
    () => billSearchStateMapping([tab], BILL_TEXT_SEARCH_PARAMS),
    PAGE_PARAMS,
  );
  const [searchParams] = useSearchParams();
  const perPage = readPerPage(searchParams.get('per_page'), BILL_TEXT_SEARCH_PER_PAGE);
  const choosePerPage = (next: PerPage) =>
    router.setPageParams({ per_page: next === BILL_TEXT_SEARCH_PER_PAGE ? undefined : next });
  return (
    <BillSearchRoot {...props} routing={routing} searchLabel="Search bill text">
      {/* Errors with Retry; the overlay over the results says when it is searching. */}
      <SearchStatus showSearching={false} />
      <Index indexName={tab.indexName} indexId={tab.id}>
        <Configure hitsPerPage={Number(perPage)} attributesToHighlight={[...tab.highlight]} />
        <VirtualFacets tab={tab} />
        <BillTextResults tab={tab} config={config} perPage={perPage} onPerPageChange={choosePerPage} />
      </Index>
    </BillSearchRoot>
  );
}
