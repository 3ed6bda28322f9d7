import type { SearchClient } from 'instantsearch.js';
import { useMemo } from 'react';
import { InstantSearch, useSearchBox } from 'react-instantsearch';
import type { SearchClientConfig } from '../../../../server/schemas/search-config';
import { getSearchClient } from '../../../lib/search-client';
import { ResilientSearchContext, useResilientSearch } from '../hooks/use-resilient-search';
import { useSearchRouting } from '../hooks/use-search-routing';
import type { SavedItemsSource } from '../utils/saved-records';
import { SITE_INDEX, siteSearchStateMapping } from '../utils/site-search-state';
import { STALLED_SEARCH_DELAY_MS } from '../utils/search-timing';
import { SearchInput } from './search-input';
import { SearchStatus } from './search-status';
import { SiteResults } from './site-results';
import { MountedInTransition, RendersInTransition } from './search-transitions';

function SiteSearchBox() {
  const { query, refine } = useSearchBox();
  return (
    <SearchInput
      query={query}
      onSearch={refine}
      label="Search everything"
      placeholder="Search everything..."
    />
  );
}

export interface SearchAllProps {
  config: SearchClientConfig;
  /** @default the app's client for `config` (tests pass one aimed at their server) */
  searchClient?: SearchClient;
  /**
   * What the phone holds, searched when the network is gone or the search service fails (issue 18).
   * @default none: a failed search is an error with Retry
   */
  savedItems?: SavedItemsSource;
}

/** The site-wide search (spec §2, component search-all): bills, people, committees, news and press at once. */
export function SearchAll({ config, searchClient, savedItems }: SearchAllProps) {
  const service = useMemo(
    () => searchClient ?? (getSearchClient(config) as SearchClient),
    [searchClient, config],
  );
  const resilient = useResilientSearch(service, savedItems, config.timeouts.connect);
  const { routing } = useSearchRouting(() => siteSearchStateMapping);
  return (
    <ResilientSearchContext value={resilient}>
      <InstantSearch
        searchClient={resilient.client}
        indexName={SITE_INDEX}
        routing={routing}
        stalledSearchDelay={STALLED_SEARCH_DELAY_MS}
        insights={false}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <RendersInTransition />
        {/* Never server-rendered: always drawn in the browser, after InstantSearch starts. */}
        <MountedInTransition now={false}>
          <SiteSearchBox />
          <SearchStatus />
          <SiteResults />
        </MountedInTransition>
      </InstantSearch>
    </ResilientSearchContext>
  );
}
