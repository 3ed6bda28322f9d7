import { Group } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import type { FollowedSearch } from '../../../server/schemas/notifications';
import { PageTitle } from '../../components/page-title';
import { QueryState } from '../../components/query-state';
import { useStateInfo } from '../../features/account/api/get-states';
import { useSignedIn } from '../../features/account/hooks/use-signed-in';
import { FollowSearchButton } from '../../features/notifications/components/follow-search-button';
import { searchConfigQueryOptions, useSearchConfig } from '../../features/search/api/get-search-config';
import { SearchBills } from '../../features/search/components/search-bills';
import { BILL_SEARCH_ACTIONS } from '../bill-search-actions';
import { useSavedSearchItems } from '../saved-search-items';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(searchConfigQueryOptions());
  return null;
};

/** 'Follow this search' under the box: it reads the address and the sign-in itself, so the page need not. */
function FollowThisSearch({ search }: { search: FollowedSearch }) {
  const signedIn = useSignedIn();
  const location = useLocation();
  return (
    <Group gap="xs" mt="xs">
      <FollowSearchButton search={search} url={location.pathname + location.search} signedIn={signedIn} />
    </Group>
  );
}

// One function for the page's life: the search page is memoised on its props (issue 20).
const renderSearchActions = (search: FollowedSearch) => <FollowThisSearch search={search} />;

/** /app/bills/search: the bill search page (spec §2), under the Bills tab. */
export function Component() {
  const config = useSearchConfig();
  // Offline or when the search service fails, the page searches what the phone holds (issue 18).
  const savedItems = useSavedSearchItems();
  // The search key's state decides how short bill numbers read (spec §5: H123 → HB123 in Missouri only).
  const billPrefixes = useStateInfo(config.data?.state)?.bill_prefixes;
  return (
    <>
      <PageTitle>Search bills</PageTitle>
      <QueryState query={config} loadingLabel="Loading search…" emptyMessage="" isEmpty={() => false}>
        {(loaded) => (
          <SearchBills
            config={loaded}
            billPrefixes={billPrefixes}
            savedItems={savedItems}
            {...BILL_SEARCH_ACTIONS}
            renderSearchActions={renderSearchActions}
          />
        )}
      </QueryState>
    </>
  );
}
