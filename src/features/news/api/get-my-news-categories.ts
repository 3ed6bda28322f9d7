import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyNewsCategories } from '../../../../server/schemas/news-categories';
import { apiGet } from '../../../lib/api-client';
import { newsKeys } from './keys';

/** The categories the signed-in user follows; a 401 ApiError when signed out. */
export function getMyNewsCategories(signal?: AbortSignal): Promise<MyNewsCategories> {
  return apiGet<MyNewsCategories>('/api/news/categories/mine', undefined, signal);
}

export const myNewsCategoriesQueryOptions = () =>
  queryOptions({ queryKey: newsKeys.myCategories(), queryFn: ({ signal }) => getMyNewsCategories(signal) });

export function useMyNewsCategories(enabled = true) {
  return useQuery({ ...myNewsCategoriesQueryOptions(), enabled });
}
