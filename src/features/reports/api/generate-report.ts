import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GeneratedReport } from '../../../../server/schemas/reports';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from './keys';

export interface NewReport {
  billIds: readonly number[];
  /** e.g. searchResultsTitle() on the search page. */
  title: string;
}

/** Spec §7 generateReport: the ids comma-joined and a title; answers the new report's id. */
export function generateReport({ billIds, title }: NewReport): Promise<GeneratedReport> {
  return apiRequest<GeneratedReport>('/api/generateReport', {
    method: 'POST',
    body: { ids: billIds.join(','), title },
  });
}

export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.list() }),
  });
}
