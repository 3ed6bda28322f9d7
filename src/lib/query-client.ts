import { onlineManager, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { apiRequest, type ApiRequestOptions } from './api-client';
import { ApiError } from './api-error';
import { CACHE_VERSION, queryPersister } from './persister';

/** Legislature data changes a few times a day; a minute keeps tab switches instant without going stale. */
export const STALE_TIME_MS = 60_000;
/** What a reader has opened stays readable offline for a week (issue 8), then is fetched afresh. */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

const MAX_RETRIES = 2;

/**
 * Query key roots saved to IndexedDB (each feature's keys.ts owns its root). Personal roots (session,
 * agenda, tracking, reports) are safe here because the storage key carries the user id (persister.ts), and
 * every state's answers are, because it carries the state too.
 * Search results are left out: they are per-query and short-lived.
 */
export const PERSISTED_KEY_ROOTS: ReadonlySet<string> = new Set([
  'session',
  'states',
  'legislators',
  'committees',
  'bills',
  'news',
  'press',
  'meetings',
  'votes',
  'live-calendar',
  'journal',
  'agenda',
  'laws',
  'tracking',
  'reports',
  'whipboards',
  // Follows and the inbox (issue 22): the inbox reads offline, its unread marks as last seen.
  'notifications',
  // The search pages' layout and key, so a search page opens offline and searches the saved items (issue 18).
  'search-config',
]);

/** A write that can wait for the network: its variables are the whole request, so it survives a reload. */
export interface QueuedWrite {
  method: NonNullable<ApiRequestOptions['method']>;
  path: string;
  body?: unknown;
  /** Kept with the write, so a replay after a reload is still the same write to the server. */
  idempotencyKey?: string;
}
/** Use as `mutationKey` (with QueuedWrite variables) for writes that should queue while offline. */
export const QUEUED_WRITE_KEY = ['queued-write'] as const;

/** Structural, because the persist client bundles its own copy of query-core's Query class. */
interface QueryLike {
  queryKey: readonly unknown[];
  state: { status: string; dataUpdatedAt: number };
}

export const isPersistedQuery = (query: QueryLike): boolean =>
  query.state.status === 'success' &&
  PERSISTED_KEY_ROOTS.has(String(query.queryKey[0])) &&
  Date.now() - query.state.dataUpdatedAt < OFFLINE_MAX_AGE_MS;

/**
 * A 404 or 400 will not change on a retry; a 5xx might (twice). A dropped connection is tried once more,
 * and a read that already waited out its time limit not at all: a list shows its error state with Retry
 * within seconds instead of retrying silently (issue 18).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return failureCount < MAX_RETRIES;
  if (error.isPermanent || error.error === 'Timeout') return false;
  if (error.status === 0) return failureCount < 1;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      ...overrides,
      queries: {
        staleTime: STALE_TIME_MS,
        // Try the request even when the browser says offline: the service worker may answer from its cache
        // (a pinned bill's text); retries then wait for the connection instead of failing.
        networkMode: 'offlineFirst',
        retry: shouldRetry,
        ...overrides.queries,
      },
    },
  });
  // Persisted answers must outlive the default 5-minute garbage collection, or they vanish from storage.
  for (const root of PERSISTED_KEY_ROOTS) client.setQueryDefaults([root], { gcTime: OFFLINE_MAX_AGE_MS });
  // After a reload only the key and variables of a paused write are left; this replays it.
  client.setMutationDefaults(QUEUED_WRITE_KEY, {
    mutationFn: (write: QueuedWrite) =>
      apiRequest(write.path, {
        method: write.method,
        body: write.body,
        idempotencyKey: write.idempotencyKey,
      }),
  });
  return client;
}

/** What PersistQueryClientProvider saves and restores (src/app/provider.tsx). */
export function persistOptions(client: QueryClient): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: queryPersister,
    maxAge: OFFLINE_MAX_AGE_MS,
    buster: CACHE_VERSION,
    dehydrateOptions: {
      shouldDehydrateQuery: isPersistedQuery,
      // Only paused writes that can be replayed without the component that started them.
      shouldDehydrateMutation: (mutation) =>
        mutation.state.isPaused &&
        mutation.options.mutationKey !== undefined &&
        client.getMutationDefaults(mutation.options.mutationKey).mutationFn !== undefined,
    },
  };
}

/**
 * TanStack assumes "online" until an event says otherwise; a page reloaded with no signal starts offline,
 * so ask the browser first. The same status drives the offline banner (use-online-status.ts).
 */
function followBrowserConnectivity(): void {
  if (typeof window === 'undefined') return;
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });
}

followBrowserConnectivity();

export const queryClient = createQueryClient();
