import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/browsers';
import { expect, test } from './support/test';

test('the manifest is served with icons, standalone display and shortcuts', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'Statehouse',
    short_name: 'Statehouse',
    display: 'standalone',
    start_url: '/',
  });
  const sizes = manifest.icons.map(
    (icon: { sizes: string; purpose?: string }) => `${icon.sizes} ${icon.purpose ?? 'any'}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  expect(manifest.shortcuts.map((shortcut: { short_name: string }) => shortcut.short_name)).toEqual([
    'Search',
    'Live calendar',
    'My bills',
  ]);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  // The richer install sheet: one phone and one wide screenshot, served as declared.
  const formFactors = manifest.screenshots.map((shot: { form_factor: string }) => shot.form_factor);
  expect(formFactors).toEqual(['narrow', 'wide']);
  for (const shot of manifest.screenshots) {
    const res = await request.get(shot.src);
    expect(res.headers()['content-type'], shot.src).toBe('image/png');
  }
});

test('the service worker registers, and the app is installable', async ({ baseURL }) => {
  // Incognito contexts always report "not installable" in Chromium, so use a persistent profile.
  const profile = mkdtempSync(join(tmpdir(), 'statehouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    await page.goto(baseURL!);
    // The app registers its worker once the first screen's requests and files have been quiet for 3 s,
    // or after 15 s at the latest (src/lib/service-worker.ts): on two busy cores that was past the 10 s
    // expect then had in 2 of 3 runs with --repeat-each 3.
    await expect(page.locator('html')).toHaveAttribute('data-sw-state', 'registered', { timeout: 30_000 });
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseURL}/`);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a new service worker shows Update available, and Reload keeps what was typed', async ({
  page,
  appServer,
}) => {
  // The server reads its client folder (this worker's copy of dist/) on every request: a changed byte in
  // sw.js is a new version to the browser.
  const swFile = `${appServer.clientDir}/sw.js`;
  const original = readFileSync(swFile, 'utf8');
  try {
    await page.goto('/app/sign-in');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload(); // now controlled by the first version
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.getByLabel('Email').fill('reader@example.org');

    writeFileSync(swFile, `${original}\n// e2e update ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const banner = page.getByRole('status').filter({ hasText: 'Update available' });
    await expect(banner).toBeVisible();

    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByLabel('Email')).toHaveValue('reader@example.org');
    await expect(page.getByText('Update available')).toHaveCount(0);
  } finally {
    writeFileSync(swFile, original);
  }
});
