import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Mantine's `useId` module, wherever Mantine's packages import it from. */
const MANTINE_USE_ID = /\/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/;

/**
 * Gives every Mantine component the app's `useId` (src/lib/mantine-use-id.ts) in place of Mantine's,
 * whose random id set after mount renders each component that has one twice (issue 20: TBT). In both
 * builds, so the server's ids are the browser's. Dev's pre-bundled dependencies keep Mantine's own.
 */
export function mantineStableIds(): Plugin {
  const replacement = fileURLToPath(new URL('../../src/lib/mantine-use-id.ts', import.meta.url));
  return {
    name: 'statehouse-mantine-stable-ids',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.includes('/@mantine/hooks/') || !source.endsWith('use-id.mjs')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && MANTINE_USE_ID.test(resolved.id) ? replacement : resolved;
    },
  };
}
