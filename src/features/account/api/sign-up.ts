import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionState, SignUpBody } from '../../../../server/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { applySession } from './apply-session';

export function signUp(body: SignUpBody): Promise<SessionState> {
  return apiRequest<SessionState>('/api/auth/signup', { method: 'POST', body });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signUp, onSuccess: (session) => applySession(queryClient, session) });
}
