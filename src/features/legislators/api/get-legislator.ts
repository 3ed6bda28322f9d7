import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegislatorDetail } from '../../../../server/schemas/legislators';
import { apiGet } from '../../../lib/api-client';
import { legislatorKeys } from './keys';

export function getLegislator(id: number, signal?: AbortSignal): Promise<LegislatorDetail> {
  return apiGet<LegislatorDetail>(`/api/legislator/${id}`, undefined, signal);
}

export const legislatorQueryOptions = (id: number) =>
  queryOptions({
    queryKey: legislatorKeys.detail(id),
    queryFn: ({ signal }) => getLegislator(id, signal),
  });

export function useLegislator(id: number) {
  return useQuery(legislatorQueryOptions(id));
}
