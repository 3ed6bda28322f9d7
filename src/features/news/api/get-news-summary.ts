import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsChamber, NewsSummary } from '../../../../server/schemas/news';
import { apiGet } from '../../../lib/api-client';
import { newsKeys } from './keys';

export function getNewsSummary(chamber: NewsChamber, signal?: AbortSignal): Promise<NewsSummary> {
  return apiGet<NewsSummary>('/api/news', { chamber }, signal);
}

export const newsSummaryQueryOptions = (chamber: NewsChamber) =>
  queryOptions({
    queryKey: newsKeys.summary(chamber),
    queryFn: ({ signal }) => getNewsSummary(chamber, signal),
  });

export function useNewsSummary(chamber: NewsChamber) {
  return useQuery(newsSummaryQueryOptions(chamber));
}
