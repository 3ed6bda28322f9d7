import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportDetail } from '../../../../server/schemas/reports';
import { apiGet } from '../../../lib/api-client';
import { reportKeys } from './keys';

/** A report with every bill's facts, summary, history and votes (its owner only; 404 for anyone else). */
export function getReport(id: number, signal?: AbortSignal): Promise<ReportDetail> {
  return apiGet<ReportDetail>(`/api/reports/${id}`, undefined, signal);
}

export const reportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reportKeys.detail(id),
    queryFn: ({ signal }) => getReport(id, signal),
    // A report is a snapshot of the bills when it is opened; refetching while reading it would reflow the page.
    staleTime: Infinity,
  });

export function useReport(id: number) {
  return useQuery(reportQueryOptions(id));
}
