import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { prefetchArticles } from '../../features/news/api/prefetch-articles';
import { ArticleListScreen } from '../../features/news/components/article-list-screen';
import { parseId } from '../../utils/parse-id';
import { Component as NotFound } from './not-found';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    prefetchArticles(queryClient, params.categoryId);
    return null;
  };

/** /app/news/articles/ (every article) and /app/news/articles/{categoryId} (one category's). */
export function Component() {
  const rawCategoryId = useParams().categoryId;
  if (rawCategoryId === undefined) return <ArticleListScreen />;
  const categoryId = parseId(rawCategoryId);
  return categoryId ? <ArticleListScreen categoryId={categoryId} /> : <NotFound />;
}
