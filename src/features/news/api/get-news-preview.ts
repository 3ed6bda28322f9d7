import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsHtml } from '../../../../server/schemas/news';
import { apiGet } from '../../../lib/api-client';
import { newsKeys, type NewsPreviewPart } from './keys';

/** GET /api/news/{id}/intro or /headline: escaped HTML for the modal preview. */
export function getNewsPreviewPart(
  id: number,
  part: NewsPreviewPart,
  signal?: AbortSignal,
): Promise<NewsHtml> {
  return apiGet<NewsHtml>(`/api/news/${id}/${part}`, undefined, signal);
}

export const newsPreviewQueryOptions = (id: number, part: NewsPreviewPart) =>
  queryOptions({
    queryKey: newsKeys.preview(id, part),
    queryFn: ({ signal }) => getNewsPreviewPart(id, part, signal),
    // A published article does not change; the server lets caches keep it five minutes too.
    staleTime: 5 * 60_000,
  });

export function useNewsPreviewPart(id: number, part: NewsPreviewPart) {
  return useQuery(newsPreviewQueryOptions(id, part));
}
