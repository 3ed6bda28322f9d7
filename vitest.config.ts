import { defineConfig } from 'vitest/config';

// Two projects: the server and its tools run in Node; React components run in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Suites share one PostgreSQL database (each in its own schema) and CPU is scarce (2 cores).
          pool: 'forks',
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
        },
      },
    ],
  },
});
