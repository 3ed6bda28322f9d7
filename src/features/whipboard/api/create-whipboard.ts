import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWhipboardBody, Whipboard } from '../../../../server/schemas/whipboard';
import { apiRequest } from '../../../lib/api-client';
import { whipboardKeys } from './keys';

export function createWhipboard(body: CreateWhipboardBody): Promise<Whipboard> {
  return apiRequest<Whipboard>('/api/whipboards', { method: 'POST', body });
}

export function useCreateWhipboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWhipboard,
    onSuccess: (board) => {
      // The board page opens next: it needs no second request.
      queryClient.setQueryData(whipboardKeys.detail(board.id), board);
      return queryClient.invalidateQueries({ queryKey: whipboardKeys.list() });
    },
  });
}
