import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WhipboardList } from '../../../../server/schemas/whipboard';
import { apiGet } from '../../../lib/api-client';
import { whipboardKeys } from './keys';

/** The signed-in user's boards; a 401 ApiError when signed out. */
export function getWhipboards(signal?: AbortSignal): Promise<WhipboardList> {
  return apiGet<WhipboardList>('/api/whipboards', undefined, signal);
}

export const whipboardsQueryOptions = () =>
  queryOptions({ queryKey: whipboardKeys.list(), queryFn: ({ signal }) => getWhipboards(signal) });

export function useWhipboards() {
  return useQuery(whipboardsQueryOptions());
}
