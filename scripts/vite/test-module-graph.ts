import { parseAst } from 'vite';
import type { ModuleGraph } from './static-imports';

/** A module graph from code: sources are module ids, as a bare name resolves in a bundle. */
export function graphOf(
  modules: Record<string, string>,
  more: {
    entries?: string[];
    required?: Record<string, string[]>;
    dynamic?: Record<string, string[]>;
    /** Modules the bundler must run even when nothing they export is used; by default none. */
    sideEffects?: string[];
  } = {},
): ModuleGraph {
  const importsOf = (id: string) =>
    [...(modules[id] ?? '').matchAll(/from '([^']+)'|import '([^']+)'/g)].map(
      (match) => match[1] ?? match[2]!,
    );
  return {
    ids: () => Object.keys(modules),
    isEntry: (id) => more.entries?.includes(id) ?? false,
    hasSideEffects: (id) => more.sideEffects?.includes(id) ?? false,
    importedIds: (id) => [...importsOf(id), ...(more.required?.[id] ?? [])],
    dynamicallyImportedIds: (id) => more.dynamic?.[id] ?? [],
    code: (id) => modules[id] ?? null,
    parse: (code) => parseAst(code),
    resolve: async (source) => (source in modules ? source : null),
  };
}
