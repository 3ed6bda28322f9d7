import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyNewsCategories } from '../../../../server/schemas/news-categories';
import { apiRequest } from '../../../lib/api-client';
import { newsKeys } from './keys';

/** Replaces the followed categories as a whole (an empty list follows none). */
export function updateMyNewsCategories(categoryIds: readonly number[]): Promise<MyNewsCategories> {
  return apiRequest<MyNewsCategories>('/api/news/categories/mine', {
    method: 'PUT',
    body: { category_ids: categoryIds },
  });
}

export function useUpdateMyNewsCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyNewsCategories,
    onSuccess: (selection) => {
      queryClient.setQueryData(newsKeys.myCategories(), selection);
      // The summary card follows the selection; sign-in and sign-out reset every query (apply-session.ts).
      return queryClient.invalidateQueries({ queryKey: newsKeys.summaries() });
    },
  });
}
