import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionState, SignInBody } from '../../../../server/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { applySession } from './apply-session';

export function signIn(body: SignInBody): Promise<SessionState> {
  return apiRequest<SessionState>('/api/auth/signin', { method: 'POST', body });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signIn, onSuccess: (session) => applySession(queryClient, session) });
}
