import { defineConfig, devices } from '@playwright/test';
import { TWO_STATES_PORT } from './e2e/support/two-states';

// e2e runs the real server (real SQLite file, real HTTP) on its own port and database, seeded with
// demo data at a small scale so start-up stays quick, in Debian's Chromium at a phone viewport.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      // Ready: migrated, demo data loaded, search indexes complete, server rendering loaded (503 before).
      url: `http://127.0.0.1:${PORT}/health/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATABASE_FILE: 'var/e2e/statehouse.db',
        LOG_LEVEL: 'warn',
      },
      stdout: 'pipe',
    },
    {
      // Issue 15: two states and no default (e2e/states.spec.ts); small demo data, no floor session.
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${TWO_STATES_PORT}/health/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(TWO_STATES_PORT),
        HOST: '127.0.0.1',
        DATABASE_FILE: 'var/e2e-two-states/statehouse.db',
        LOG_LEVEL: 'warn',
        E2E_PEOPLE_STATES: 'mo',
        SEED_SCALE: '0.05',
        DEMO_FLOOR_SESSION: 'false',
      },
      stdout: 'pipe',
    },
  ],
});
