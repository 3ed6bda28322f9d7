// Screenshots for the install sheet (manifest.webmanifest `screenshots`): the real dashboard of the built
// app on demo data, signed in as the demo account, at a phone's and a desktop's size. Run after a build:
//   npx vite build && node scripts/screenshots.mjs
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';

const PORT = 8484;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const OUT_DIR = 'public/screenshots';
/** The sizes the manifest declares; device scale 1 so the files have exactly these pixels. */
const SHOTS = [
  { file: 'dashboard-narrow.png', width: 390, height: 844 },
  { file: 'dashboard-wide.png', width: 1280, height: 800 },
];

if (!existsSync('dist/index.html')) {
  console.error('Build the app first: npx vite build');
  process.exit(1);
}

// The same start-up as the e2e suite, on its own port and database.
const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_FILE: 'var/screenshots/statehouse.db',
    SEED_SCALE: '1',
    DEMO_FLOOR_SESSION: 'false',
    LOG_LEVEL: 'warn',
  },
});

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}.`);
    const up = await fetch(`${BASE_URL}/api/legislator?chamber=house`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await sleep(500);
  }
  throw new Error('The server did not start within 5 minutes.');
}

async function capture(browser, { file, width, height }) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/app/sign-in?returnTo=/`);
  await page.getByLabel('Email').fill('demo@statehouse.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('statehouse-demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${BASE_URL}/`);
  // Every widget has loaded when no loading placeholder is left.
  await page.waitForFunction(
    () => globalThis.document.querySelectorAll('[role="status"] .mantine-Skeleton-root').length === 0,
  );
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${OUT_DIR}/${file}` });
  await context.close();
  console.log(`${OUT_DIR}/${file} (${width}×${height})`);
}

try {
  await waitForServer();
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const shot of SHOTS) await capture(browser, shot);
  } finally {
    await browser.close();
  }
} finally {
  server.kill('SIGTERM');
}
