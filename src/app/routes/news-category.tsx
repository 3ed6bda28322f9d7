import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { prefetchArticles } from '../../features/news/api/prefetch-articles';
import { ArticleListScreen } from '../../features/news/components/article-list-screen';
import { parseId } from '../../utils/parse-id';
import { Component as NotFound } from './not-found';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    prefetchArticles(queryClient, params.id ?? '');
    return null;
  };

/** /app/news/category/{id}/list: one category's articles (spec §2 news by category). */
export function Component() {
  const categoryId = parseId(useParams().id);
  return categoryId ? <ArticleListScreen categoryId={categoryId} /> : <NotFound />;
}
