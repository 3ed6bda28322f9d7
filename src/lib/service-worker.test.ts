import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPersonalRuntimeCache } from './service-worker';

function stubWorker(answer: boolean) {
  const postMessage = vi.fn((message: unknown, [port]: MessagePort[]) => {
    if (answer) port?.postMessage({ ok: true });
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ active: { postMessage } }) },
  });
  return postMessage;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.useRealTimers();
});

describe('clearPersonalRuntimeCache', () => {
  it('asks the active worker to drop the personal cache and waits for its answer', async () => {
    const postMessage = stubWorker(true);
    await clearPersonalRuntimeCache();
    expect(postMessage).toHaveBeenCalledWith({ type: 'CLEAR_PERSONAL_CACHE' }, [expect.any(MessagePort)]);
  });

  it('carries on when the worker does not answer', async () => {
    vi.useFakeTimers();
    stubWorker(false);
    const done = clearPersonalRuntimeCache();
    await vi.advanceTimersByTimeAsync(3000);
    await expect(done).resolves.toBeUndefined();
  });

  it('does nothing without a service worker', async () => {
    await expect(clearPersonalRuntimeCache()).resolves.toBeUndefined();
  });
});
