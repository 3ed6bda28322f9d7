import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchClientConfig } from '../../../../server/schemas/search-config';
import { apiGet } from '../../../lib/api-client';
import { searchKeys } from './keys';

export function getSearchConfig(signal?: AbortSignal): Promise<SearchClientConfig> {
  return apiGet<SearchClientConfig>('/api/search/config', undefined, signal);
}

/** The key and the page layout change only when the server restarts with a new configuration. */
const CONFIG_STALE_TIME_MS = 30 * 60 * 1000;

export const searchConfigQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.config(),
    queryFn: ({ signal }) => getSearchConfig(signal),
    staleTime: CONFIG_STALE_TIME_MS,
  });

/** Both search pages start from this: the search-only key and which tabs and facets to show. */
export function useSearchConfig() {
  return useQuery(searchConfigQueryOptions());
}
