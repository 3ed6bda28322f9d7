import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '../features/account/api/get-session';
import { agendaQueryOptions } from '../features/agenda/api/get-agenda';

/**
 * For route loaders: the agenda, once the session says someone is signed in (a signed-out visitor's
 * request would only be a 401). Here, not in the agenda feature: features never import each other.
 */
export function prefetchAgendaIfSignedIn(queryClient: QueryClient): void {
  void queryClient
    .fetchQuery(sessionQueryOptions())
    .then((session) => (session.user ? queryClient.prefetchQuery(agendaQueryOptions()) : undefined))
    .catch(() => {}); // the agenda view shows the error and offers Retry
}
