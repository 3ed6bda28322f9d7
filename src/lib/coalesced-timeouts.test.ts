import { QueryObserver, timeoutManager, type TimeoutProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createCoalescedTimeouts } from './coalesced-timeouts';
import { createQueryClient } from './query-client';

describe('createCoalescedTimeouts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each long timer at its own time, in the order they fall due', async () => {
    const timers = createCoalescedTimeouts();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push(`c@${Date.now()}`), 3000);
    timers.setTimeout(() => ran.push(`a@${Date.now()}`), 1000);
    timers.setTimeout(() => ran.push(`b@${Date.now()}`), 2000);
    timers.setTimeout(() => ran.push(`b2@${Date.now()}`), 2000);
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(999);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(2001);
    expect(ran).toEqual([
      `a@${start + 1000}`,
      `b@${start + 2000}`,
      `b2@${start + 2000}`,
      `c@${start + 3000}`,
    ]);
  });

  it('keeps one platform timer for any number of long timers, and clearing one touches none', () => {
    // Counted through the fake clock, not by spying on the globals: the client files share their worker,
    // and a spy left on (or put back over) the fake setTimeout outlives the fake clock and hangs later files.
    const timers = createCoalescedTimeouts();
    const ids = Array.from({ length: 50 }, (_, i) => timers.setTimeout(() => {}, 60_000 + i));
    expect(vi.getTimerCount()).toBe(1);
    for (const id of ids) timers.clearTimeout(id);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('never runs a cleared timer, and an earlier one moves the platform timer forward', async () => {
    const timers = createCoalescedTimeouts();
    const ran: number[] = [];
    const late = timers.setTimeout(() => ran.push(1), 5000);
    timers.setTimeout(() => ran.push(2), 1500);
    timers.clearTimeout(late);
    await vi.advanceTimersByTimeAsync(1500);
    expect(ran).toEqual([2]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ran).toEqual([2]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes short timers and intervals to the platform as they are', async () => {
    const timers = createCoalescedTimeouts();
    const ran: string[] = [];
    const id = timers.setTimeout(() => ran.push('short'), 10);
    expect(typeof id === 'number' && id < 0).toBe(false);
    const interval = timers.setInterval(() => ran.push('tick'), 1000);
    await vi.advanceTimersByTimeAsync(2000);
    timers.clearInterval(interval);
    expect(ran).toEqual(['short', 'tick', 'tick']);
  });

  it('runs the other timers due when one throws, and reports the error', async () => {
    // (By default the error is thrown again from a microtask, where the page reports it as uncaught. Not
    // by replacing queueMicrotask here: React DOM, shared by the worker's files, would lose its own.)
    const reported = vi.fn();
    const timers = createCoalescedTimeouts({ onError: reported });
    const ran: string[] = [];
    timers.setTimeout(() => {
      throw new Error('broken');
    }, 1000);
    timers.setTimeout(() => ran.push('after'), 1000);
    timers.setTimeout(() => ran.push('later'), 4000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ran).toEqual(['after']);
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken' }));
    await vi.advanceTimersByTimeAsync(3000);
    expect(ran).toEqual(['after', 'later']);
  });

  it('arms again when its platform timer was dropped without firing', async () => {
    const timers = createCoalescedTimeouts();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('lost'), 1000);
    vi.clearAllTimers(); // the platform timer is gone
    await vi.advanceTimersByTimeAsync(5000);
    expect(ran).toEqual([]);
    timers.setTimeout(() => ran.push('next'), 2000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(ran).toEqual(['lost', 'next']);
  });

  it("keeps TanStack Query's staleness and garbage collection on time through a query client", async () => {
    // As src/app/start.tsx installs it; TanStack's own provider is put back for the files after this one.
    timeoutManager.setTimeoutProvider(createCoalescedTimeouts());
    onTestFinished(() => timeoutManager.setTimeoutProvider(platformTimeouts));
    const client = createQueryClient({ queries: { staleTime: 60_000, gcTime: 300_000 } });
    await client.prefetchQuery({ queryKey: ['bill', 1], queryFn: () => 'H 1' });
    const observer = new QueryObserver(client, { queryKey: ['bill', 1], queryFn: () => 'H 1' });
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(59_000);
    expect(observer.getCurrentResult().isStale).toBe(false);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(observer.getCurrentResult().isStale).toBe(true);
    unsubscribe();
    await vi.advanceTimersByTimeAsync(299_000);
    expect(client.getQueryCache().find({ queryKey: ['bill', 1] })).toBeDefined();
    await vi.advanceTimersByTimeAsync(1_100);
    expect(client.getQueryCache().find({ queryKey: ['bill', 1] })).toBeUndefined();
    client.clear();
  });
});

/** TanStack's default provider, as it is (the package does not export it). */
const platformTimeouts: TimeoutProvider = {
  setTimeout: (callback, delay) => setTimeout(callback, delay) as unknown as number,
  clearTimeout: (id) => clearTimeout(id as number | undefined),
  setInterval: (callback, delay) => setInterval(callback, delay) as unknown as number,
  clearInterval: (id) => clearInterval(id as number | undefined),
};
