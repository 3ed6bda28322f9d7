import { MantineProvider } from '@mantine/core';
import { hashKey, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { SessionState } from '../../server/schemas/auth';
import { sessionKeys } from '../features/account/api/keys';
import { flushWhenPageHides, setCacheOwner } from '../lib/persister';
import { queryClient } from '../lib/query-client';
import { clearPersonalRuntimeCache } from '../lib/service-worker';
import { cssVariablesResolver, theme } from './theme';

const SESSION_HASH = hashKey(sessionKeys.current());

/**
 * Whenever the session query names a different user than the saved cache belongs to (sign-in, sign-out,
 * an expired session), the previous user's saved cache and the worker's personal cache are dropped, and so
 * is every answer no screen shows (sign-in/out resets the ones on screen: apply-session.ts).
 */
export function followCacheOwner(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    const { query } = event;
    if (query.queryHash !== SESSION_HASH || query.state.status !== 'success') return;
    const session = query.state.data as SessionState;
    if (!setCacheOwner(session.user?.id ?? null)) return;
    client.removeQueries({
      predicate: (other) => other.queryHash !== SESSION_HASH && other.getObserversCount() === 0,
    });
    void clearPersonalRuntimeCache();
  });
}

/**
 * Theme (light/dark follows the system until the user picks one on the Me screen) and the query cache,
 * already restored from IndexedDB (start.tsx) so what the reader saw is there with no network.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(() => followCacheOwner(queryClient), []);
  useEffect(() => flushWhenPageHides(), []);
  // Effects run once the whole first render is committed: from here on, taps reach React (a server-rendered
  // page shows its buttons before that; src/app/early-taps.ts replays a tap made meanwhile). Tests wait
  // for it (e2e/support/test.ts).
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
