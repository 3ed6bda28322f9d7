import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportList } from '../../../../server/schemas/reports';
import { apiGet } from '../../../lib/api-client';
import { reportKeys } from './keys';

/** The signed-in user's reports, newest first. */
export function getReports(signal?: AbortSignal): Promise<ReportList> {
  return apiGet<ReportList>('/api/reports', undefined, signal);
}

export const reportsQueryOptions = () =>
  queryOptions({ queryKey: reportKeys.list(), queryFn: ({ signal }) => getReports(signal) });

export function useReports() {
  return useQuery(reportsQueryOptions());
}
