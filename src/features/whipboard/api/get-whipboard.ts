import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Whipboard } from '../../../../server/schemas/whipboard';
import { apiGet } from '../../../lib/api-client';
import { parseId } from '../../../utils/parse-id';
import { whipboardKeys } from './keys';

/** One board with every card, as the server has it (moves not yet synced are laid over it on screen). */
export function getWhipboard(id: number, signal?: AbortSignal): Promise<Whipboard> {
  return apiGet<Whipboard>(`/api/whipboards/${id}`, undefined, signal);
}

export const whipboardQueryOptions = (id: number) =>
  queryOptions({ queryKey: whipboardKeys.detail(id), queryFn: ({ signal }) => getWhipboard(id, signal) });

export function useWhipboard(id: number) {
  return useQuery(whipboardQueryOptions(id));
}

/** The board routes' loader (board, print, reset): starts the board's query while the screen's chunk loads. */
export const whipboardRouteLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const id = parseId(params.id);
    if (id) void queryClient.prefetchQuery(whipboardQueryOptions(id));
    return null;
  };
