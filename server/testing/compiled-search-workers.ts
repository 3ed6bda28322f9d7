// The search service's worker threads (a journal and an engine replica for every app a test builds) run, in
// tests, their entry compiled to JavaScript, as `npm start` runs them, instead of through tsx. Under tsx each
// thread registers tsx's loader (a loader thread of its own on Node 20) and loads every module of the engine
// through it: 0.37-0.46 CPU-s a thread against 0.09-0.12 compiled, and a run of the server project starts
// about 270 of them (issue 19). The code the threads run is the same sources, compiled once per test process
// when the first thread starts; start-worker.test.ts still starts an entry through tsx, as `npm run dev` does.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Worker, WorkerOptions } from 'node:worker_threads';

// From the path, not `new URL(…, import.meta.url)`: in jsdom the global URL is jsdom's, which Node's
// fileURLToPath refuses.
const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// Inside the project, where the compiled entries find their packages (node_modules).
const outDir = join(projectRoot, 'var', 'test-workers');
const compiled = new Map<string, URL>();
const require = createRequire(import.meta.url);
const esbuildCommand = join(dirname(require.resolve('esbuild/package.json')), 'bin', 'esbuild');

/**
 * The entry of a worker that start-worker.ts runs through tsx: it starts one as an evaluated script that
 * registers tsx and then imports the `.ts` entry.
 */
function tsxEntryOf(source: unknown, options: WorkerOptions | undefined): string | undefined {
  if (!options?.eval || typeof source !== 'string' || !source.includes('tsx')) return undefined;
  const entry = /return import\(("file:[^"]+\.ts")\)/.exec(source)?.[1];
  if (!entry) return undefined;
  const path = fileURLToPath(JSON.parse(entry) as string);
  return relative(projectRoot, path).startsWith('server/') ? path : undefined;
}

/**
 * The entry and what it imports from the project in one JavaScript file (packages stay imports), named by
 * its content: test processes and runs share it, and a changed source makes a new one. Files no test
 * process has used for a day (made from sources since changed) are removed when a new one is made.
 */
function compiledEntry(path: string): URL {
  let url = compiled.get(path);
  if (!url) {
    // esbuild's command, not its JavaScript API: the component tests' DOM environment (jsdom) has typed
    // arrays of another realm, which the API refuses ("Invariant violation").
    const contents = execFileSync(
      esbuildCommand,
      [
        path,
        '--bundle',
        '--packages=external',
        '--format=esm',
        '--platform=node',
        '--target=node20',
        '--log-level=warning',
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const hash = createHash('sha256').update(contents).digest('hex').slice(0, 16);
    const file = join(outDir, `${basename(path, '.ts')}-${hash}.mjs`);
    if (existsSync(file)) {
      const now = new Date();
      utimesSync(file, now, now); // in use: not removed as old
    } else {
      mkdirSync(outDir, { recursive: true });
      removeOldEntries();
      // Written whole under another name, then renamed: another process never reads half a file.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, contents);
      renameSync(partial, file);
    }
    url = pathToFileURL(file);
    compiled.set(path, url);
  }
  return url;
}

function removeOldEntries(): void {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(outDir)) {
    const file = join(outDir, name);
    if ((statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < dayAgo)
      rmSync(file, { force: true });
  }
}

let enabled = true;
let started = 0;

/** start-worker.test.ts turns it off to check the tsx path itself. */
export function useCompiledSearchWorkers(on: boolean): void {
  enabled = on;
}

/** How many threads this process has started from a compiled entry. */
export function compiledWorkerStarts(): number {
  return started;
}

const threads = require('node:worker_threads') as { Worker: typeof Worker };
const installed = Symbol.for('statehouse.compiledSearchWorkers');
// A test process keeps its modules from file to file (vitest.config.ts, isolate: false): install once.
if (!(installed in threads.Worker)) {
  const TsxWorker = threads.Worker;
  threads.Worker = new Proxy(TsxWorker, {
    construct(target, args: [unknown, WorkerOptions?], newTarget) {
      const [source, options] = args;
      const entry = enabled ? tsxEntryOf(source, options) : undefined;
      if (!entry) return Reflect.construct(target, args, newTarget) as object;
      const { eval: _evaluated, ...rest } = options!;
      started++;
      return Reflect.construct(target, [compiledEntry(entry), rest], newTarget) as object;
    },
    has: (target, key) => key === installed || Reflect.has(target, key),
  });
  // `import { Worker } from 'node:worker_threads'` reads the builtin's exports: make it see the proxy.
  syncBuiltinESMExports();
}
