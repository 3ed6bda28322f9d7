import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionState } from '../../../../server/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { applySession } from './apply-session';

/** A passkey sign-in: the browser offers the passkeys it holds for this site; no email is typed. */
export async function signInWithPasskey(): Promise<SessionState> {
  const optionsJSON = await apiRequest<PublicKeyCredentialRequestOptionsJSON>(
    '/api/auth/passkeys/authentication/options',
    { method: 'POST' },
  );
  const response = await startAuthentication({ optionsJSON });
  return apiRequest<SessionState>('/api/auth/passkeys/authentication', {
    method: 'POST',
    body: { response },
  });
}

export function useSignInWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (session) => applySession(queryClient, session),
  });
}
