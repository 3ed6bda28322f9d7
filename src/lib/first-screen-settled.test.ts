import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreenSettles } from './first-screen-settled';

describe('afterFirstScreenSettles', () => {
  let client: QueryClient;
  let settled: boolean;
  const start = () => void afterFirstScreenSettles(client).then(() => (settled = true));

  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
    settled = false;
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  it('resolves once no query has been in flight for 3 s', async () => {
    start();
    void client.fetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise((resolve) => setTimeout(() => resolve(1), 5000)),
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1 + 2999); // the answer at 5 s, then not yet 3 s of quiet
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(10); // (the caches tell their listeners in a task of their own)
    expect(settled).toBe(true);
  });

  it('counts the queries in flight once for a burst of cache events, not once per event', async () => {
    const counted = vi.spyOn(client, 'isFetching');
    start();
    await vi.advanceTimersByTimeAsync(0);
    const before = counted.mock.calls.length;
    // A screen hydrating adds its observers in one go (the bill search: dozens).
    for (let i = 0; i < 40; i++)
      new QueryObserver(client, { queryKey: ['shown', i], queryFn: () => i, enabled: false }).subscribe(
        () => {},
      );
    expect(counted.mock.calls.length).toBe(before);
    await vi.advanceTimersByTimeAsync(0);
    expect(counted.mock.calls.length).toBe(before + 1);
  });
});
