import { Alert } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { PageTitle } from '../../components/page-title';
import { QueryState } from '../../components/query-state';
import { useStateInfo } from '../../features/account/api/get-states';
import { SearchAiBills } from '../../features/search-ai/components/search-ai-bills';
import { searchConfigQueryOptions, useSearchConfig } from '../../features/search/api/get-search-config';
import { BILL_SEARCH_ACTIONS } from '../bill-search-actions';
import { useSavedSearchItems } from '../saved-search-items';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(searchConfigQueryOptions());
  return null;
};

/** Spec §2 AI variant, issue 9: `bill_matches` exists only in this server's own engine (README). */
export const NEEDS_EMBEDDED_SEARCH =
  'Searching inside bill text needs the embedded search service. This site searches hosted Algolia, which cannot group bill text matches by bill.';

/** /app/bills/search-ai?query=…&session=…: the AI-assisted bill search (spec §2). */
export function Component() {
  const config = useSearchConfig();
  // Offline or when the search service fails, the page searches what the phone holds (issue 18).
  const savedItems = useSavedSearchItems();
  // The search key's state decides how short bill numbers read (spec §5: H123 → HB123 in Missouri only).
  const billPrefixes = useStateInfo(config.data?.state)?.bill_prefixes;
  return (
    <>
      <PageTitle>Search inside bill text</PageTitle>
      <QueryState query={config} loadingLabel="Loading search…" emptyMessage="" isEmpty={() => false}>
        {(loaded) =>
          loaded.embedded ? (
            <SearchAiBills
              config={loaded}
              billPrefixes={billPrefixes}
              savedItems={savedItems}
              {...BILL_SEARCH_ACTIONS}
            />
          ) : (
            <Alert color="gray" title="Not available on this site">
              {NEEDS_EMBEDDED_SEARCH}
            </Alert>
          )
        }
      </QueryState>
    </>
  );
}
