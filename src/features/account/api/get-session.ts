import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionState } from '../../../../server/schemas/auth';
import { apiGet } from '../../../lib/api-client';
import { rememberCsrfToken } from '../../../lib/csrf-token';
import { sessionKeys } from './keys';

/** Who is signed in, and this browser's CSRF token (the server also sets it as a cookie). */
export async function getSession(signal?: AbortSignal): Promise<SessionState> {
  const session = await apiGet<SessionState>('/api/auth/session', undefined, signal);
  rememberCsrfToken(session.csrfToken);
  return session;
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.current(),
    queryFn: ({ signal }) => getSession(signal),
    // Sign-in and sign-out write the answer into the cache themselves; this only catches expiry.
    staleTime: 5 * 60_000,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
