import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Gives instantsearch.js src/lib/unused-query-string.ts for `qs`, which only its default history router
 * uses: the app passes its own router, and loading qs's helpers threw and caught errors on every search
 * page's start-up, each one a costly stack (issue 20: TBT).
 */
export function withoutHistoryRouterQs(): Plugin {
  const replacement = fileURLToPath(new URL('../../src/lib/unused-query-string.ts', import.meta.url));
  return {
    name: 'statehouse-without-history-router-qs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'qs' && importer?.includes('/instantsearch.js/') ? replacement : null;
    },
  };
}
