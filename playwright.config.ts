import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, phoneBrowserPath } from './e2e/support/browsers';

// e2e runs the real server (real SQLite file, real HTTP) on its own port and database, seeded with
// demo data at a small scale so start-up stays quick, in Chromium's headless shell at a phone viewport
// (e2e/support/browsers.ts). Each worker starts its own (e2e/support/test.ts), on a port counted from
// E2E_PORT (default 8181).
export default defineConfig({
  testDir: 'e2e',
  // Two workers, each with its Chromium and its own server (e2e/support/test.ts), share the two cores:
  // at load 13 the suite took 12.0 min instead of 14.5, and a test took up to twice its time on one
  // worker (the dashboard's toggles 18 -> 37 s; at load 18 the bill search's first answer took 6.9 s,
  // and its hits were not there within 10 s). Every wait is on a condition, so the larger budgets cost
  // nothing when a test passes.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  globalSetup: './e2e/support/global-setup.ts',
  // A worker's tests share its server but need nothing of each other: they spread over the workers one
  // by one, so a long file does not leave one worker alone at the end.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    // A trace records a screenshot and a DOM snapshot at every step of every test, kept or not: 15 % of
    // the suite's CPU (home, dashboard, search and server-render specs: 124 and 126 CPU-s with it, 104 and
    // 108 without; issue 19). CI records one only for a failed test's retry (a first failure's steps
    // replayed with it); recording every test to keep the failures' cost the CI run 15 % (home,
    // dashboard, search, server-render and phone-overlap, CI=true: 83 and 84 s against 71 and 70 s).
    // Locally, rerun a failure with `--trace retain-on-failure` (or `--trace on`) to get one.
    trace: process.env.CI ? 'on-first-retry' : 'off',
  },
  // Tests tagged @full-browser get a context in the full browser, launched by their worker when the first
  // of them runs (e2e/support/test.ts). As a project of their own they waited for workers, servers and
  // browsers of their own at the end of the run: 20 s of its 172 (issue 19).
  projects: [
    { name: 'phone', use: { launchOptions: { executablePath: phoneBrowserPath, args: chromiumArgs } } },
  ],
});
