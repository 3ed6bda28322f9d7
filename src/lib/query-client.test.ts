import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { ApiError } from './api-error';
import {
  createQueryClient,
  isPersistedQuery,
  OFFLINE_MAX_AGE_MS,
  persistOptions,
  QUEUED_WRITE_KEY,
  type QueuedWrite,
  shouldRetry,
} from './query-client';

const query = (root: string, status = 'success', age = 0) => ({
  queryKey: [root, 'detail', 1],
  state: { status, dataUpdatedAt: Date.now() - age },
});

afterEach(() => onlineManager.setOnline(true));

describe('createQueryClient', () => {
  it('tries queries even offline (the service worker may answer) and keeps saved roots for the offline week', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.networkMode).toBe('offlineFirst');
    expect(client.getQueryDefaults(['bills', 'detail', 1]).gcTime).toBe(OFFLINE_MAX_AGE_MS);
    expect(client.getQueryDefaults(['search', 'config']).gcTime).toBeUndefined();
  });

  it('replays a queued write after a reload from its key and variables alone', async () => {
    const { fetchMock } = mockApi({ '/api/calendar/agenda': () => new Response(null, { status: 204 }) });
    const client = createQueryClient();
    const write: QueuedWrite = { method: 'POST', path: '/api/calendar/agenda', body: { meeting_id: 3 } };
    await client.getMutationCache().build(client, { mutationKey: QUEUED_WRITE_KEY }).execute(write);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toBe('/api/calendar/agenda');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ meeting_id: 3 }) });
  });
});

describe('what is saved for offline reading', () => {
  it('saves successful answers under allow-listed roots younger than the offline week', () => {
    expect(isPersistedQuery(query('bills'))).toBe(true);
    expect(isPersistedQuery(query('agenda'))).toBe(true);
    expect(isPersistedQuery(query('search'))).toBe(false);
    expect(isPersistedQuery(query('search-config'))).toBe(true);
    expect(isPersistedQuery(query('bills', 'error'))).toBe(false);
    expect(isPersistedQuery(query('bills', 'success', OFFLINE_MAX_AGE_MS + 1))).toBe(false);
  });

  it('saves only paused writes that have a default mutation function', () => {
    const client = createQueryClient();
    const { dehydrateOptions } = persistOptions(client);
    const mutation = (mutationKey: readonly unknown[] | undefined, isPaused: boolean) =>
      ({ options: { mutationKey }, state: { isPaused } }) as never;
    expect(dehydrateOptions?.shouldDehydrateMutation?.(mutation(QUEUED_WRITE_KEY, true))).toBe(true);
    expect(dehydrateOptions?.shouldDehydrateMutation?.(mutation(QUEUED_WRITE_KEY, false))).toBe(false);
    expect(dehydrateOptions?.shouldDehydrateMutation?.(mutation(['sign-in'], true))).toBe(false);
    expect(dehydrateOptions?.shouldDehydrateMutation?.(mutation(undefined, true))).toBe(false);
  });

  it('follows the browser when it goes offline and back', () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
  });
});

describe('retries (issue 18: an error state within seconds, not long silent retries)', () => {
  it('never retries a refusal or a read that already timed out; a dropped connection once; a 5xx twice', () => {
    const tries = (error: unknown) => [0, 1, 2].filter((count) => shouldRetry(count, error)).length;
    expect(tries(new ApiError(404, 'Not Found', 'gone'))).toBe(0);
    expect(tries(new ApiError(0, 'Timeout', 'slow'))).toBe(0);
    expect(tries(new ApiError(0, 'Network Error', 'dropped'))).toBe(1);
    expect(tries(new ApiError(503, 'Service Unavailable', 'busy'))).toBe(2);
  });
});
