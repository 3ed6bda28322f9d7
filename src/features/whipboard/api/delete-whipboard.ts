import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WhipboardList } from '../../../../server/schemas/whipboard';
import { apiRequest } from '../../../lib/api-client';
import { whipboardKeys } from './keys';

export function deleteWhipboard(id: number): Promise<void> {
  return apiRequest<void>(`/api/whipboards/${id}`, { method: 'DELETE' });
}

export function useDeleteWhipboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWhipboard,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<WhipboardList>(whipboardKeys.list(), (boards) =>
        boards?.filter((b) => b.id !== id),
      );
      queryClient.removeQueries({ queryKey: whipboardKeys.detail(id) });
    },
  });
}
