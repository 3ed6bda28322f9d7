import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  COLOR_SCHEME_SCRIPT,
  COLOR_SCHEME_SCRIPT_SOURCE,
  withColorSchemeScript,
} from './color-scheme-script.js';

/** Runs the script as a browser would, with a stored choice and a system setting. */
function schemeSetBy(stored: string | null | 'blocked', systemDark: boolean): string | undefined {
  const attributes: Record<string, string> = {};
  runInNewContext(COLOR_SCHEME_SCRIPT, {
    localStorage: {
      getItem: () => {
        if (stored === 'blocked') throw new Error('SecurityError');
        return stored;
      },
    },
    matchMedia: () => ({ matches: systemDark }),
    document: {
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
    },
  });
  return attributes['data-mantine-color-scheme'];
}

describe('the light/dark script', () => {
  it('follows the stored choice, else the system, and never throws', () => {
    expect(schemeSetBy('dark', false)).toBe('dark');
    expect(schemeSetBy('light', true)).toBe('light');
    expect(schemeSetBy('auto', true)).toBe('dark');
    expect(schemeSetBy(null, false)).toBe('light');
    expect(schemeSetBy('blocked', true)).toBeUndefined();
  });

  it('is allowed by its hash and placed in the head', () => {
    const hash = createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64');
    expect(COLOR_SCHEME_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
    expect(withColorSchemeScript('<html><head><title>x</title></head><body></body></html>')).toBe(
      `<html><head><title>x</title><script>${COLOR_SCHEME_SCRIPT}</script></head><body></body></html>`,
    );
  });
});
