import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasskeyList } from '../../../../server/schemas/passkeys';
import { apiRequest } from '../../../lib/api-client';
import { passkeyKeys } from './keys';

/** The passkey stops working at once (the device may still offer it; the server refuses it). */
export function deletePasskey(id: number): Promise<void> {
  return apiRequest<void>(`/api/auth/passkeys/${id}`, { method: 'DELETE' });
}

export function useDeletePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePasskey,
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData<PasskeyList>(passkeyKeys.list(), (passkeys) =>
        passkeys?.filter((p) => p.id !== id),
      ),
  });
}
