import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsCategoryList } from '../../../../server/schemas/news';
import { apiGet } from '../../../lib/api-client';
import { newsKeys } from './keys';

export function getNewsCategories(signal?: AbortSignal): Promise<NewsCategoryList> {
  return apiGet<NewsCategoryList>('/api/news/categories', undefined, signal);
}

export const newsCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: newsKeys.categories(),
    queryFn: ({ signal }) => getNewsCategories(signal),
    // The category list changes with a release, not during a visit.
    staleTime: Infinity,
  });

export function useNewsCategories() {
  return useQuery(newsCategoriesQueryOptions());
}
