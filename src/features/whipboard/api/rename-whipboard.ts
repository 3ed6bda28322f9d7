import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Whipboard, WhipboardSummary } from '../../../../server/schemas/whipboard';
import { apiRequest } from '../../../lib/api-client';
import { whipboardKeys } from './keys';

export function renameWhipboard({
  id,
  question,
}: {
  id: number;
  question: string;
}): Promise<WhipboardSummary> {
  return apiRequest<WhipboardSummary>(`/api/whipboards/${id}`, { method: 'PATCH', body: { question } });
}

export function useRenameWhipboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameWhipboard,
    onSuccess: (summary) => {
      queryClient.setQueryData<Whipboard>(whipboardKeys.detail(summary.id), (board) =>
        board ? { ...board, question: summary.question } : board,
      );
      return queryClient.invalidateQueries({ queryKey: whipboardKeys.list() });
    },
  });
}
