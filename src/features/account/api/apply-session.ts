import type { QueryClient } from '@tanstack/react-query';
import type { SessionState } from '../../../../server/schemas/auth';
import { rememberCsrfToken } from '../../../lib/csrf-token';
import { sessionKeys } from './keys';

/**
 * After sign-in, sign-up, sign-out or a password change: keep the new session and token, and reset every
 * other query, because any of them may hold the previous user's data (agenda, viewed bills, …). Queries
 * on screen refetch as the new user; the rest refetch when next used.
 */
export function applySession(
  queryClient: QueryClient,
  session: SessionState,
  { sameUser = false }: { sameUser?: boolean } = {},
): void {
  rememberCsrfToken(session.csrfToken);
  queryClient.setQueryData(sessionKeys.current(), session);
  if (sameUser) return;
  void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
}
