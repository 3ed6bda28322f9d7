import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Legislature data changes a few times a day; a minute keeps tab switches instant without going stale. */
export const STALE_TIME_MS = 60_000;

const MAX_RETRIES = 2;

export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      ...overrides,
      queries: {
        staleTime: STALE_TIME_MS,
        // A 404 or 400 will not change on a retry; a network blip or a 5xx might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.isPermanent) && failureCount < MAX_RETRIES,
        ...overrides.queries,
      },
    },
  });
}

export const queryClient = createQueryClient();
