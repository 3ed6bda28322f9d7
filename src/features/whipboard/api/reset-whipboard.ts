import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Whipboard } from '../../../../server/schemas/whipboard';
import { apiRequest } from '../../../lib/api-client';
import { whipboardKeys } from './keys';

/** Spec §2 'Reset Board' (POST /whipboard/reset/{id}): everyone back to Toss-Up. */
export function resetWhipboard(id: number): Promise<Whipboard> {
  return apiRequest<Whipboard>(`/whipboard/reset/${id}`, { method: 'POST' });
}

export function useResetWhipboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetWhipboard,
    onSuccess: (board) => {
      queryClient.setQueryData(whipboardKeys.detail(board.id), board);
      return queryClient.invalidateQueries({ queryKey: whipboardKeys.list() });
    },
  });
}
