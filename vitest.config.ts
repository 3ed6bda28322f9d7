import { defineConfig } from 'vitest/config';

// Two projects: the server and its tools run in Node; React components run in jsdom.
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
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup-tests.ts'],
          css: false,
          // Component tests talk HTTP to a real server (src/testing/search-server.ts); on a busy machine
          // its start and a render can take seconds. Waits are on conditions, so a generous budget costs
          // nothing when the machine is quiet (issue 19).
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
