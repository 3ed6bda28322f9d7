import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64UrlToBytes, pushAvailability } from './push-support';

describe('base64UrlToBytes', () => {
  it('reads base64url without padding, as the VAPID key is given', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
  });
});

describe('pushAvailability', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is unsupported without PushManager (jsdom, or Safari outside an installed app)', () => {
    expect(pushAvailability()).toBe('unsupported');
  });

  it('follows the notification permission where push exists', () => {
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'denied' });
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    expect(pushAvailability()).toBe('denied');
    vi.stubGlobal('Notification', { permission: 'default' });
    expect(pushAvailability()).toBe('available');
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });
});
