import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillChoices } from '../../../../server/schemas/whipboard';
import { apiGet } from '../../../lib/api-client';
import { whipboardKeys } from './keys';

/** Bills a new board can be for: by number as typed ('H 100'), or one bill by id (a link from a bill). */
export function getBillChoices(filter: { number: string } | { id: number }, signal?: AbortSignal) {
  return apiGet<BillChoices>('/api/whipboards/bills', filter, signal);
}

export const billChoicesQueryOptions = (filter: { number: string } | { id: number }) =>
  queryOptions({
    queryKey: 'id' in filter ? whipboardKeys.billChoice(filter.id) : whipboardKeys.billChoices(filter.number),
    queryFn: ({ signal }) => getBillChoices(filter, signal),
    // A number half typed ('H') is a 400 until it is whole; the form says so instead of retrying.
    retry: false,
  });

/** Nothing is asked while `filter` is null (an empty box). */
export function useBillChoices(filter: { number: string } | { id: number } | null) {
  return useQuery({ ...billChoicesQueryOptions(filter ?? { number: '' }), enabled: filter !== null });
}
