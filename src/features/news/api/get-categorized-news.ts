import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategorizedNews, NewsChamber } from '../../../../server/schemas/news';
import { apiGet } from '../../../lib/api-client';
import { newsKeys } from './keys';

export function getCategorizedNews(chamber: NewsChamber, signal?: AbortSignal): Promise<CategorizedNews> {
  return apiGet<CategorizedNews>('/api/news/categorized', { chamber }, signal);
}

export const categorizedNewsQueryOptions = (chamber: NewsChamber) =>
  queryOptions({
    queryKey: newsKeys.categorized(chamber),
    queryFn: ({ signal }) => getCategorizedNews(chamber, signal),
  });

export function useCategorizedNews(chamber: NewsChamber) {
  return useQuery(categorizedNewsQueryOptions(chamber));
}
