import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/** Device-storage and session queries say nothing about how old the screen's content is. */
const NOT_CONTENT = new Set(['offline', 'session']);

/**
 * The oldest "fetched at" among queries a screen is showing. Offline, an answer the service worker
 * served from its cache looks fresh to TanStack, so nothing counts as newer than the moment the
 * connection was lost (`notAfter`).
 */
export function oldestShownData(queryClient: QueryClient, notAfter: number | null): number | null {
  let oldest: number | null = null;
  for (const query of queryClient.getQueryCache().getAll()) {
    const fetchedAt = query.state.dataUpdatedAt;
    if (!fetchedAt || query.getObserversCount() === 0 || NOT_CONTENT.has(String(query.queryKey[0]))) continue;
    const shownAs = notAfter === null ? fetchedAt : Math.min(fetchedAt, notAfter);
    if (oldest === null || shownAs < oldest) oldest = shownAs;
  }
  return oldest;
}

/** `oldestShownData`, kept current as screens mount and answers arrive; null while `enabled` is false. */
export function useOldestShownData(enabled: boolean, notAfter: number | null): number | null {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  return useSyncExternalStore(
    subscribe,
    () => (enabled ? oldestShownData(queryClient, notAfter) : null),
    () => null,
  );
}
