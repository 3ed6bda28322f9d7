import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, SessionState } from '../../../../server/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { applySession } from './apply-session';

/** Other devices are signed out; this one continues on a new session (and CSRF token). */
export function changePassword(body: ChangePasswordBody): Promise<SessionState> {
  return apiRequest<SessionState>('/api/auth/password', { method: 'POST', body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (session) => applySession(queryClient, session, { sameUser: true }),
  });
}
