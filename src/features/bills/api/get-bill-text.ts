import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillTextSection } from '../../../../server/schemas/bill-text';
import { apiGet } from '../../../lib/api-client';
import { billKeys } from './keys';

export function getBillText(sectionId: number, signal?: AbortSignal): Promise<BillTextSection> {
  return apiGet<BillTextSection>(`/api/text/${sectionId}`, undefined, signal);
}

export const billTextQueryOptions = (sectionId: number) =>
  queryOptions({
    queryKey: billKeys.textSection(sectionId),
    queryFn: ({ signal }) => getBillText(sectionId, signal),
  });

export function useBillText(sectionId: number) {
  return useQuery(billTextQueryOptions(sectionId));
}
