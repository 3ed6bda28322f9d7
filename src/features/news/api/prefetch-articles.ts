import type { QueryClient } from '@tanstack/react-query';
import { parseId } from '../../../utils/parse-id';
import { newsCategoriesQueryOptions } from './get-news-categories';
import { mediaListInfiniteQueryOptions } from './get-media-list';

/**
 * Route loaders of the article lists start the first page (and, for one category, the category names
 * its title needs) while the screen's code arrives. `rawCategoryId` is the URL segment, if any.
 */
export function prefetchArticles(queryClient: QueryClient, rawCategoryId?: string): void {
  const categoryId = rawCategoryId === undefined ? undefined : parseId(rawCategoryId);
  if (categoryId === null) return; // not an id: the screen shows Not found
  void queryClient.prefetchInfiniteQuery(mediaListInfiniteQueryOptions({ display: 'news', categoryId }));
  if (categoryId !== undefined) void queryClient.prefetchQuery(newsCategoriesQueryOptions());
}
