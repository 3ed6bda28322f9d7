import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from './cookies.js';

describe('parseCookies', () => {
  it('reads name=value pairs separated by semicolons', () => {
    expect(parseCookies('sid=abc; csrf_token=x-y_z')).toEqual({ sid: 'abc', csrf_token: 'x-y_z' });
  });

  it('returns nothing for a missing or empty header', () => {
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies('')).toEqual({});
  });

  it('percent-decodes values and strips surrounding quotes', () => {
    expect(parseCookies('a=hello%20world; b="quoted"')).toEqual({ a: 'hello world', b: 'quoted' });
  });

  it('keeps a value that is not valid percent-encoding as sent', () => {
    expect(parseCookies('a=100%')).toEqual({ a: '100%' });
  });

  it('keeps the first of repeated names and ignores malformed pairs', () => {
    expect(parseCookies('sid=first; sid=second; novalue; =x; bad name=1')).toEqual({ sid: 'first' });
  });

  it('keeps "=" inside a value', () => {
    expect(parseCookies('token=a=b==')).toEqual({ token: 'a=b==' });
  });

  it('cannot be tricked into setting prototype properties', () => {
    const cookies = parseCookies('__proto__=x; constructor=y');
    expect(Object.getPrototypeOf(cookies)).toBeNull();
    expect(cookies.constructor).toBe('y');
  });
});

describe('serializeCookie', () => {
  it('writes the attributes a session cookie needs', () => {
    const header = serializeCookie('sid', 'abc', { maxAge: 60, httpOnly: true, secure: true });
    expect(header).toMatch(
      /^sid=abc; Max-Age=60; Expires=\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it('defaults to Path=/ and SameSite=Lax without HttpOnly or Secure', () => {
    expect(serializeCookie('csrf_token', 'x')).toBe('csrf_token=x; Path=/; SameSite=Lax');
  });

  it('deletes with Max-Age=0', () => {
    expect(serializeCookie('sid', '', { maxAge: 0 })).toContain('Max-Age=0');
  });

  it('encodes values so they round-trip through parseCookies', () => {
    const value = 'a b;c,d"é';
    const header = serializeCookie('v', value, { sameSite: 'Strict' });
    expect(header).toContain('SameSite=Strict');
    const pair = header.split('; ')[0]!;
    expect(parseCookies(pair)).toEqual({ v: value });
  });

  it('refuses names that are not tokens and invalid lifetimes', () => {
    expect(() => serializeCookie('bad name', 'x')).toThrow(TypeError);
    expect(() => serializeCookie('sid', 'x', { maxAge: -1 })).toThrow(TypeError);
    expect(() => serializeCookie('sid', 'x', { maxAge: 1.5 })).toThrow(TypeError);
  });
});
