// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeReturnTo, signInPath } from './sign-in-path';

describe('safeReturnTo', () => {
  it('keeps paths of this app with their query', () => {
    expect(safeReturnTo('/app/bill/7?tab=history')).toBe('/app/bill/7?tab=history');
  });

  it.each([null, undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'app/me'])(
    'falls back for %j',
    (value) => expect(safeReturnTo(value, '/app/me')).toBe('/app/me'),
  );
});

describe('signInPath', () => {
  it('carries the return path, encoded', () => {
    expect(signInPath('/?a=1&b=2')).toBe('/app/sign-in?returnTo=%2F%3Fa%3D1%26b%3D2');
    expect(signInPath('/app/agenda', 'sign-up')).toBe('/app/sign-up?returnTo=%2Fapp%2Fagenda');
  });
});
