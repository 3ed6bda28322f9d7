import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AmendmentList } from '../../../../server/schemas/bill-text';
import { apiGet } from '../../../lib/api-client';
import { billKeys } from './keys';

/** One amendment when `amendmentNumber` is given, else all of the bill's amendments. */
export function getAmendments(
  billId: number,
  amendmentNumber?: string,
  signal?: AbortSignal,
): Promise<AmendmentList> {
  return apiGet<AmendmentList>('/api/amendments', { id: billId, amendment_number: amendmentNumber }, signal);
}

export const amendmentsQueryOptions = (billId: number, amendmentNumber?: string) =>
  queryOptions({
    queryKey: billKeys.amendments(billId, amendmentNumber),
    queryFn: ({ signal }) => getAmendments(billId, amendmentNumber, signal),
  });

export function useAmendments(billId: number, amendmentNumber?: string) {
  return useQuery(amendmentsQueryOptions(billId, amendmentNumber));
}
