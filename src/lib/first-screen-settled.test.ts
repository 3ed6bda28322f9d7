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

  it('resolves 3 s after the last file or answer arrived, and not before', async () => {
    start();
    await vi.advanceTimersByTimeAsync(2000);
    void client.fetchQuery({ queryKey: ['quick'], queryFn: () => 1 }); // answered at once, at 2 s
    await vi.advanceTimersByTimeAsync(2990);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(settled).toBe(true);
  });

  it('arms no timer and counts nothing per cache event', async () => {
    const counted = vi.spyOn(client, 'isFetching');
    start();
    await vi.advanceTimersByTimeAsync(0);
    const timers = vi.getTimerCount();
    // A screen hydrating adds its observers in one go (the bill search: dozens), each an event.
    for (let i = 0; i < 40; i++)
      new QueryObserver(client, { queryKey: ['shown', i], queryFn: () => i, enabled: false }).subscribe(
        () => {},
      );
    await vi.advanceTimersByTimeAsync(0);
    expect(counted).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(timers);
  });

  it('gives up waiting after 15 s on a screen that never goes quiet', async () => {
    start();
    const poll = setInterval(
      () => void client.fetchQuery({ queryKey: ['poll', Date.now()], queryFn: () => 1 }),
      1000,
    );
    await vi.advanceTimersByTimeAsync(14_990);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(settled).toBe(true);
    clearInterval(poll);
  });
});
