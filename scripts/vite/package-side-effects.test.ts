// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageSideEffects } from './package-side-effects';

/** node_modules with packages whose package.json say what the test needs. */
function modules(packages: Record<string, Record<string, unknown>>): string {
  const root = join(mkdtempSync(join(tmpdir(), 'side-effects-')), 'node_modules');
  for (const [name, manifest] of Object.entries(packages)) {
    mkdirSync(join(root, name, 'esm'), { recursive: true });
    writeFileSync(join(root, name, 'package.json'), JSON.stringify({ name, ...manifest }));
  }
  return root;
}

describe('packageSideEffects', () => {
  const root = modules({
    pure: { sideEffects: false },
    styled: { sideEffects: ['*.css', './esm/polyfill.mjs'] },
    plain: {},
  });
  // A folder's own package.json that only sets the module type belongs to its package.
  writeFileSync(join(root, 'pure', 'esm', 'package.json'), JSON.stringify({ type: 'module' }));
  const hasSideEffects = packageSideEffects();

  it('says a module of a package declared free of side effects has none', () => {
    expect(hasSideEffects(join(root, 'pure', 'esm', 'index.mjs'))).toBe(false);
  });

  it("matches the package's globs: a name in any folder, or a path from the package's root", () => {
    expect(hasSideEffects(join(root, 'styled', 'styles', 'Button.css'))).toBe(true);
    expect(hasSideEffects(join(root, 'styled', 'esm', 'polyfill.mjs'))).toBe(true);
    expect(hasSideEffects(join(root, 'styled', 'esm', 'index.mjs'))).toBe(false);
  });

  it('assumes side effects where the package says nothing, and for a module outside any package', () => {
    expect(hasSideEffects(join(root, 'plain', 'esm', 'index.mjs'))).toBe(true);
    expect(hasSideEffects('\0virtual:module')).toBe(true);
  });
});
