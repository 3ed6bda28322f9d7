import type { Plugin, Rollup } from 'vite';
import { packageSideEffects } from './package-side-effects';
import { staticImports, type ModuleGraph } from './static-imports';

/**
 * The modules src/main.tsx imports one after another at start-up, each evaluated in a task of its own,
 * in that order. The chunk each one's code lands in is named for it.
 */
export const START_UP_STEPS = [
  { name: 'react-dom', module: /\/react-dom\/client\.js$/ },
  { name: 'router-library', module: /\/src\/app\/router-library\.ts$/ },
  { name: 'provider', module: /\/src\/app\/provider\.tsx$/ },
  { name: 'start', module: /\/src\/app\/start\.tsx$/ },
] as const;

/** The chunk of the code at least this many lazily loaded parts (screens, widgets) share. */
export const SHARED_CHUNK = 'shared';
export const SHARED_BY = 5;

/**
 * The chunk each module goes in, where automatic splitting would not do: the page's entry keeps what it
 * imports statically; each start-up step's chunk takes what it imports that no earlier step (nor the
 * entry) has, so a step's chunk imports only earlier ones and evaluating it runs only its own code; code that
 * SHARED_BY or more of the lazily loaded parts reach, beyond the start-up, goes in one shared chunk. A
 * module in the shared chunk is reached by at least as many parts as any module importing it, so that
 * chunk too imports only start-up chunks. The rest is left to automatic splitting.
 */
export async function chunkGroups(graph: ModuleGraph): Promise<Map<string, string>> {
  const reach = staticImports(graph);
  const ids = graph.ids();
  const startUp = new Set(await reach(ids.filter((id) => graph.isEntry(id))));
  const groups = new Map<string, string>();
  for (const step of START_UP_STEPS) {
    const root = ids.find((id) => step.module.test(id));
    if (!root) throw new Error(`The start-up step ${step.name} (${step.module}) is not in the build.`);
    for (const id of await reach([root], startUp)) {
      // The step's own module stays in its own chunk: src/app/start.tsx awaits the current screen's
      // module at the top level, and a screen importing from the chunk it was in would wait for it.
      if (id !== root) groups.set(id, step.name);
      startUp.add(id);
    }
  }
  const lazy = new Set(
    ids.flatMap((id) => graph.dynamicallyImportedIds(id)).filter((id) => !startUp.has(id)),
  );
  const reachedBy = new Map<string, number>();
  for (const part of lazy) {
    for (const id of await reach([part], startUp)) reachedBy.set(id, (reachedBy.get(id) ?? 0) + 1);
  }
  for (const [id, parts] of reachedBy) if (parts >= SHARED_BY) groups.set(id, SHARED_CHUNK);
  return groups;
}

/**
 * Chunks that import each other, if any: the first of them to be evaluated would run before what it
 * imports from the other (with top-level await in src/main.tsx, the start-up would never finish).
 */
export function importCycle(bundle: Rollup.OutputBundle): string[] | null {
  const imports = new Map(
    Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item.imports]] : [])),
  );
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return null;
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return null;
  };
  for (const file of imports.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * Chunks for the start-up and for the code the screens share. Left to automatic splitting (a chunk per
 * set of importers), the app came in ~200 chunks, most of 0.1–5 KB: a bill page asked for ~100 scripts,
 * 45 of them for the start-up, and each one's arrival, compile and instantiation is work for the main
 * thread and the browser's other processes, competing with it on a phone's few cores right after the
 * first paint (issue 20: TBT). The start-up steps stay separate chunks, so src/main.tsx still evaluates
 * them in tasks of their own.
 */
export function chunkGroupsPlugin(): Plugin {
  let groups = new Map<string, string>();
  return {
    name: 'statehouse-chunk-groups',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: (id: string) => groups.get(id) ?? null,
                  debugName: 'statehouse-chunk-groups',
                  // The groups already hold their dependencies but those of earlier ones; following them
                  // again would pull the entry's modules into a start-up step, and a step's into the
                  // shared chunk.
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    }),
    generateBundle(_, bundle) {
      const cycle = importCycle(bundle);
      if (cycle) this.error(`Chunks import each other (${cycle.join(' → ')}): check chunkGroups.`);
    },
    async buildEnd(error) {
      if (error) return;
      const info = (id: string) => this.getModuleInfo(id);
      groups = await chunkGroups({
        ids: () => [...this.getModuleIds()],
        isEntry: (id) => info(id)?.isEntry ?? false,
        hasSideEffects: packageSideEffects(),
        importedIds: (id) => info(id)?.importedIds ?? [],
        dynamicallyImportedIds: (id) => info(id)?.dynamicallyImportedIds ?? [],
        code: (id) => info(id)?.code ?? null,
        parse: (code) => this.parse(code),
        resolve: async (source, importer) => (await this.resolve(source, importer))?.id ?? null,
      });
    },
  };
}
