import { describe, expect, it } from 'vitest';
import { safeWebUrl } from './urls.js';

describe('safeWebUrl', () => {
  it('lets web links through and nothing else (issue 17: a stored javascript: link would run in the page)', () => {
    expect(safeWebUrl('https://malegislature.gov/Bills/194/H1')).toBe(
      'https://malegislature.gov/Bills/194/H1',
    );
    expect(safeWebUrl('http://example.org/a b')).toBe('http://example.org/a%20b');
    for (const unsafe of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '/relative',
      '',
      null,
      undefined,
      'not a url',
    ]) {
      expect(safeWebUrl(unsafe), String(unsafe)).toBeNull();
    }
  });
});
