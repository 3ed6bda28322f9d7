import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportList } from '../../../../server/schemas/reports';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from './keys';

export function deleteReport(id: number): Promise<void> {
  return apiRequest<void>(`/api/reports/${id}`, { method: 'DELETE' });
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: (_nothing, id) => {
      // Gone from the list at once; the list and the report's own page revalidate.
      queryClient.setQueryData<ReportList>(reportKeys.list(), (reports) =>
        reports?.filter((r) => r.id !== id),
      );
      queryClient.removeQueries({ queryKey: reportKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: reportKeys.list() });
    },
  });
}
