import type { Rollup } from 'vite';

type Program = ReturnType<Rollup.PluginContext['parse']>;

/** What the walk needs of the bundler's module graph (Rolldown's plugin context, or a test's). */
export interface ModuleGraph {
  ids(): readonly string[];
  isEntry(id: string): boolean;
  /** False where the package says its modules do nothing on import (package.json `sideEffects`). */
  hasSideEffects(id: string): boolean;
  importedIds(id: string): readonly string[];
  dynamicallyImportedIds(id: string): readonly string[];
  /** The module's code after every transform; null for one not loaded (external). */
  code(id: string): string | null;
  parse(code: string): Program;
  resolve(source: string, importer: string): Promise<string | null>;
}

/** The names a module imports from another; 'all' for a namespace import or an `export *`. */
type Names = ReadonlySet<string> | 'all';

interface Edge {
  source: string;
  names: Names;
}

/** Where a barrel's export comes from, and its name there. */
interface Origin {
  source: string;
  name: string;
}

interface ModuleImports {
  edges: Edge[];
  /** For a barrel (a module of imports and exports only, such as @mantine/core's index): each export's origin. */
  barrel: Map<string, Origin> | null;
  /** The sources of its `export *`, where a name the barrel does not list may come from. */
  star: string[];
  resolved: Map<string, string>;
}

const nameOf = (node: { type: string; name?: string; value?: unknown }) =>
  node.type === 'Identifier' ? String(node.name) : String(node.value);

function readModule(program: Program): Omit<ModuleImports, 'resolved'> {
  const edges: Edge[] = [];
  const imported = new Map<string, Origin>();
  const exported = new Map<string, string>();
  const origins = new Map<string, Origin>();
  const star: string[] = [];
  // A barrel exports something and has no effect of its own: an empty module (a stylesheet's, when
  // the build makes one CSS file) or one of side-effect imports is code that must run.
  let barrel = program.body.some((statement) => statement.type.startsWith('Export'));
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const source = String(statement.source.value);
      if (statement.specifiers.length === 0) barrel = false;
      const names = new Set<string>();
      let all = false;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportNamespaceSpecifier') {
          all = true;
          continue;
        }
        const name = specifier.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(specifier.imported);
        names.add(name);
        imported.set(specifier.local.name, { source, name });
      }
      edges.push({ source, names: all ? 'all' : names });
    } else if (statement.type === 'ExportAllDeclaration') {
      const source = String(statement.source.value);
      edges.push({ source, names: 'all' });
      star.push(source);
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      const source = statement.source ? String(statement.source.value) : null;
      for (const specifier of statement.specifiers) {
        const local = nameOf(specifier.local);
        if (source) origins.set(nameOf(specifier.exported), { source, name: local });
        else exported.set(nameOf(specifier.exported), local);
      }
      if (source)
        edges.push({ source, names: new Set(statement.specifiers.map((item) => nameOf(item.local))) });
    } else barrel = false;
  }
  if (!barrel) return { edges, barrel: null, star };
  for (const [name, local] of exported) {
    const origin = imported.get(local);
    if (origin) origins.set(name, origin);
  }
  return { edges, barrel: origins, star };
}

/**
 * Follows static imports from given modules, as the bundler's tree-shaking would reach them: through a
 * barrel free of side effects only the names imported are followed (all of @mantine/core's index would
 * be every Mantine component the app uses anywhere), and what no import statement names (a CommonJS
 * require: React) is followed whole. Each module is parsed once per build.
 */
export function staticImports(graph: ModuleGraph) {
  const modules = new Map<string, Promise<ModuleImports>>();
  const read = (id: string) => {
    let module = modules.get(id);
    if (!module) {
      module = (async () => {
        const code = graph.code(id);
        const parsed = code === null ? { edges: [], barrel: null, star: [] } : readModule(graph.parse(code));
        // A barrel's origins come from its import and export statements, so they are among these.
        const sources = new Set(parsed.edges.map((edge) => edge.source));
        // The bundler lists a module's imports in the order of its import statements: where there are
        // as many as it has sources, they pair up. Resolving each source again instead took ~12,000
        // trips through every plugin's resolveId (12 s of a 50 s build on a busy machine).
        const imported = graph.importedIds(id);
        const resolved = new Map<string, string>();
        if (imported.length === sources.size)
          [...sources].forEach((source, at) => resolved.set(source, imported[at]!));
        else {
          for (const source of sources) {
            const target = await graph.resolve(source, id);
            if (target) resolved.set(source, target);
          }
        }
        return { ...parsed, resolved };
      })();
      modules.set(id, module);
    }
    return module;
  };

  /**
   * The modules the roots reach, roots first, without entering those in `skip`. A barrel free of side
   * effects is left out of the result (it has no code of its own, so a chunk of it would be empty), not
   * what it leads to.
   */
  return async function reach(roots: readonly string[], skip: ReadonlySet<string> = new Set()) {
    const seen = new Set<string>();
    const found: string[] = [];
    const visit = async (id: string, names: Names): Promise<void> => {
      if (skip.has(id)) return;
      const module = await read(id);
      // A barrel the bundler must run (its package does not say it is free of side effects) runs
      // every module it imports: it is followed whole, and kept with them.
      const barrel = module.barrel && !graph.hasSideEffects(id) ? module.barrel : null;
      if (barrel && names !== 'all') {
        for (const name of names) {
          const key = `${id}\0${name}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const origin = barrel.get(name);
          const targets = origin ? [origin] : module.star.map((source) => ({ source, name }));
          for (const target of targets) {
            const resolved = module.resolved.get(target.source);
            if (resolved) await visit(resolved, new Set([target.name]));
          }
        }
        return;
      }
      if (seen.has(id)) return;
      seen.add(id);
      if (!barrel) found.push(id);
      for (const edge of module.edges) {
        const resolved = module.resolved.get(edge.source);
        if (resolved) await visit(resolved, edge.names);
      }
      const named = new Set(module.resolved.values());
      for (const other of graph.importedIds(id)) if (!named.has(other)) await visit(other, 'all');
    };
    for (const root of roots) await visit(root, 'all');
    return found;
  };
}
