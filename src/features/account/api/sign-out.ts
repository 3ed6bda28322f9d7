import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionState } from '../../../../server/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { applySession } from './apply-session';

export function signOut(): Promise<SessionState> {
  return apiRequest<SessionState>('/api/auth/signout', { method: 'POST' });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOut, onSuccess: (session) => applySession(queryClient, session) });
}
