// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, TransformResult } from 'vite';
import { describe, expect, it } from 'vitest';
import { reactRouterWithoutTransitionRestore } from './react-router-without-transition-restore';

const chunks = 'node_modules/react-router/dist/development';

type Hook = (this: { error: (message: string) => never }, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'transform' | 'buildEnd') => plugin[name] as unknown as Hook;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

/** The files under src/ that a link's `viewTransition` could be in. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('reactRouterWithoutTransitionRestore', () => {
  it("takes the sessionStorage read out of the installed React Router's router creation", () => {
    const plugin = reactRouterWithoutTransitionRestore();
    const edited = readdirSync(chunks)
      .filter((file) => file.startsWith('chunk-') && file.endsWith('.mjs'))
      .map((file) => {
        const id = join(process.cwd(), chunks, file);
        const result = hook(plugin, 'transform').call(context, readFileSync(id, 'utf8'), id);
        return result as TransformResult | null;
      })
      .filter((result) => result !== null);
    expect(edited).toHaveLength(1);
    expect(edited[0]?.code).not.toContain('restoreAppliedTransitions(routerWindow');
    expect(edited[0]?.code).toContain('persistAppliedTransitions(routerWindow, appliedViewTransitions)');
    expect(() => hook(plugin, 'buildEnd').call(context)).not.toThrow();
  });

  it('fails the build when React Router no longer has the call to take out', () => {
    const plugin = reactRouterWithoutTransitionRestore();
    hook(plugin, 'transform').call(
      context,
      'export {}',
      '/x/node_modules/react-router/dist/production/chunk-ABC.mjs',
    );
    expect(() => hook(plugin, 'buildEnd').call(context)).toThrow(/no longer calls/);
  });

  it('is only right while no link of the app asks for a view transition', () => {
    const users = sourceFiles('src').filter((file) => /\bviewTransition\b/.test(readFileSync(file, 'utf8')));
    expect(users).toEqual([]);
  });
});
