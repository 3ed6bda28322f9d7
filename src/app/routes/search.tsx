import type { QueryClient } from '@tanstack/react-query';
import { PageTitle } from '../../components/page-title';
import { QueryState } from '../../components/query-state';
import { searchConfigQueryOptions, useSearchConfig } from '../../features/search/api/get-search-config';
import { SearchAll } from '../../features/search/components/search-all';
import { useSavedSearchItems } from '../saved-search-items';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(searchConfigQueryOptions());
  return null;
};

/** /app/search: the site-wide search (spec §2). */
export function Component() {
  const config = useSearchConfig();
  // Offline or when the search service fails, the page searches what the phone holds (issue 18).
  const savedItems = useSavedSearchItems();
  return (
    <>
      <PageTitle>Search</PageTitle>
      <QueryState query={config} loadingLabel="Loading search…" emptyMessage="" isEmpty={() => false}>
        {(loaded) => <SearchAll config={loaded} savedItems={savedItems} />}
      </QueryState>
    </>
  );
}
