// @vitest-environment node
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { INBOX_PAGE_SIZE, inboxQueryOptions } from './get-inbox';

const page = (ids: number[], nextBefore: number | null) => ({
  items: ids.map((id) => ({ id })),
  next_before: nextBefore,
});

afterEach(() => vi.unstubAllGlobals());

describe('the inbox query', () => {
  it('reopened from the saved cache (JSON), asks for its first page again, not for before=null', async () => {
    const { requestedUrls } = mockApi({
      [`/api/notifications?limit=${INBOX_PAGE_SIZE}`]: page([3, 2], null),
    });
    const first = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await first.fetchInfiniteQuery(inboxQueryOptions());
    // What the persister saves and a reload restores (src/lib/persister.ts stores JSON text).
    const reopened = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    hydrate(reopened, JSON.parse(JSON.stringify(dehydrate(first))));
    // Stale at once (staleTime 0): the reopened inbox fetches its saved pages again.
    await reopened.fetchInfiniteQuery(inboxQueryOptions());
    expect(reopened.getQueryState(inboxQueryOptions().queryKey)?.status).toBe('success');
    expect(requestedUrls().map((url) => new URL(url, 'http://localhost').search)).toEqual([
      `?limit=${INBOX_PAGE_SIZE}`,
      `?limit=${INBOX_PAGE_SIZE}`,
    ]);
  });
});
