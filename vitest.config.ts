import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const clientTestFiles = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.test\.tsx?$/.test(path))
  .map((path) => {
    const file = `src/${path.split('\\').join('/')}`;
    return { file, source: readFileSync(join(root, file), 'utf8') };
  });
/**
 * Client test files that say they need no DOM (`// @vitest-environment node`), found by reading the files so
 * that a new test file lands in the right project without anyone listing it.
 */
const nodeClientFiles = clientTestFiles
  .filter(({ source }) => /@vitest-environment node\b/.test(source))
  .map(({ file }) => file);

const clientTest = {
  environment: 'jsdom',
  setupFiles: ['src/testing/setup-tests.ts'],
  css: false,
  // Component tests talk HTTP to a real server (src/testing/search-server.ts); on a busy machine
  // its start and a render can take seconds. Waits are on conditions, so a generous budget costs
  // nothing when the machine is quiet (issue 19).
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

// The server and its tools run in Node. Client files run in jsdom, sharing a worker's jsdom and modules;
// those that need no DOM share a Node worker (a worker serves one environment: mixed in one project, each
// switch started a new worker).
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker for both projects; the suites wait on jsdom, PostgreSQL
    // and child processes as much as on the CPU, so two run side by side (462 s -> 330 s for the suite).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Suites share one PostgreSQL database (each in its own schema) and CPU is scarce (2 cores).
          pool: 'forks',
          // A worker keeps the modules it imported for the next file: each file imported the whole app
          // again (Fastify, Kysely, every route), 174 of the project's 365 s; without it 20 of 265 s
          // (issue 19). Files share no state through modules: each builds its own app and database.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          ...clientTest,
          name: 'client',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...nodeClientFiles],
          // A worker keeps its jsdom and the modules it imported for the next file: a fresh jsdom and a
          // fresh import of React, Mantine and the app (and, for search tests, the server) cost each file
          // seconds (issue 19). The setup file puts back what a file may leave in the shared window; a
          // file that adds what it cannot find (a listener on the document) removes it itself. Files that
          // replace modules (vi.mock) share the worker too: vitest keeps each file's mocks in a registry of
          // that file's own, and the setup file's vi.resetModules() has every file import the app's modules
          // afresh, so a file's mocks reach neither an earlier nor a later file.
          isolate: false,
        },
      },
      {
        test: {
          ...clientTest,
          name: 'client-node',
          environment: 'node',
          include: nodeClientFiles,
          isolate: false,
        },
      },
    ],
  },
});
