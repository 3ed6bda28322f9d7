import { afterEach, describe, expect, it } from 'vitest';
import { readCsrfToken, rememberCsrfToken } from './csrf-token';

afterEach(() => {
  rememberCsrfToken(null);
  document.head.querySelectorAll('meta[name="csrf-token"]').forEach((meta) => meta.remove());
  document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('readCsrfToken', () => {
  it('is null before the server has handed over a token', () => {
    expect(readCsrfToken()).toBeNull();
  });

  it('uses the token remembered from the last session answer', () => {
    rememberCsrfToken('remembered');
    expect(readCsrfToken()).toBe('remembered');
  });

  it('prefers the cookie, which the server rewrites whenever the session rotates (even in another tab)', () => {
    rememberCsrfToken('from an older answer');
    document.cookie = 'csrf_token=current%2Dtoken';
    expect(readCsrfToken()).toBe('current-token');
  });

  it('falls back to the meta tag', () => {
    document.head.append(Object.assign(document.createElement('meta'), { name: 'csrf-token', content: 'm' }));
    expect(readCsrfToken()).toBe('m');
  });
});
