import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegislatorChamberFilter, LegislatorList } from '../../../../server/schemas/legislators';
import { apiGet } from '../../../lib/api-client';
import { legislatorKeys } from './keys';

export function getLegislators(
  chamber: LegislatorChamberFilter,
  signal?: AbortSignal,
): Promise<LegislatorList> {
  return apiGet<LegislatorList>('/api/legislator', { chamber }, signal);
}

export const legislatorsQueryOptions = (chamber: LegislatorChamberFilter) =>
  queryOptions({
    queryKey: legislatorKeys.list(chamber),
    queryFn: ({ signal }) => getLegislators(chamber, signal),
  });

export function useLegislators(chamber: LegislatorChamberFilter) {
  return useQuery(legislatorsQueryOptions(chamber));
}
