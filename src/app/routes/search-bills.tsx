import { Group } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { QueryState } from '../../components/query-state';
import { useStateInfo } from '../../features/account/api/get-states';
import { useSignedIn } from '../../features/account/hooks/use-signed-in';
import { FollowSearchButton } from '../../features/notifications/components/follow-search-button';
import { searchConfigQueryOptions, useSearchConfig } from '../../features/search/api/get-search-config';
import { SearchBills } from '../../features/search/components/search-bills';
import { useBillSearchActions } from '../bill-search-actions';
import { useSavedSearchItems } from '../saved-search-items';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(searchConfigQueryOptions());
  return null;
};

/** /app/bills/search: the bill search page (spec §2), under the Bills tab. */
export function Component() {
  const config = useSearchConfig();
  // Offline or when the search service fails, the page searches what the phone holds (issue 18).
  const savedItems = useSavedSearchItems();
  const actions = useBillSearchActions();
  const signedIn = useSignedIn();
  const location = useLocation();
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
            {...actions}
            renderSearchActions={(search) => (
              <Group gap="xs" mt="xs">
                <FollowSearchButton
                  search={search}
                  url={location.pathname + location.search}
                  signedIn={signedIn}
                />
              </Group>
            )}
          />
        )}
      </QueryState>
    </>
  );
}
