import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { NewsListDisplay, NewsListPage } from '../../../../server/schemas/news';
import { apiGet } from '../../../lib/api-client';
import { newsKeys, type MediaListFilters } from './keys';

/** Items per page (spec §9 page size 20). */
export const MEDIA_PAGE_SIZE = 20;

export function getMediaPage(
  { display, categoryId, page }: MediaListFilters & { page: number },
  signal?: AbortSignal,
): Promise<NewsListPage> {
  return apiGet<NewsListPage>('/api/news/list/', { display, page, category: categoryId }, signal);
}

/**
 * Spec §7: page = items loaded / 20 + 1, and an empty page ends the list. Rounding up means a short
 * page asks once more (and gets the empty page) rather than asking for the same page again.
 */
export function nextMediaPage(pages: readonly NewsListPage[]): number | undefined {
  const lastPage = pages.at(-1);
  if (!lastPage || lastPage.data.length === 0) return undefined;
  const itemsLoaded = pages.reduce((count, page) => count + page.data.length, 0);
  return Math.ceil(itemsLoaded / MEDIA_PAGE_SIZE) + 1;
}

export const mediaListInfiniteQueryOptions = (filters: MediaListFilters) =>
  infiniteQueryOptions({
    queryKey: newsKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getMediaPage({ ...filters, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (_lastPage, allPages) => nextMediaPage(allPages),
  });

export function useMediaList(filters: MediaListFilters) {
  return useInfiniteQuery(mediaListInfiniteQueryOptions(filters));
}

/** The newest page only, for the dashboard's news and press card. */
export const mediaFirstPageQueryOptions = (display: NewsListDisplay) =>
  queryOptions({
    queryKey: newsKeys.firstPage(display),
    queryFn: ({ signal }) => getMediaPage({ display, page: 1 }, signal),
  });

export function useMediaFirstPage(display: NewsListDisplay) {
  return useQuery(mediaFirstPageQueryOptions(display));
}
