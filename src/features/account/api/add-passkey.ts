import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Passkey } from '../../../../server/schemas/passkeys';
import { apiRequest } from '../../../lib/api-client';
import { passkeyKeys } from './keys';

/**
 * The whole ceremony: the server's challenge, the device's new credential (the browser asks for a
 * fingerprint, face or PIN), and the server's check of it.
 */
export async function addPasskey(): Promise<Passkey> {
  const optionsJSON = await apiRequest<PublicKeyCredentialCreationOptionsJSON>(
    '/api/auth/passkeys/registration/options',
    { method: 'POST' },
  );
  const response = await startRegistration({ optionsJSON });
  return apiRequest<Passkey>('/api/auth/passkeys/registration', { method: 'POST', body: { response } });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}
