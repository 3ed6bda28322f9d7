import { cpSync, rmSync } from 'node:fs';
import { test as base, type Page, type Response } from '@playwright/test';
import { e2ePorts, startE2eServer, type E2eServer } from './e2e-server';

export { expect } from '@playwright/test';

/**
 * Public pages arrive server-rendered: their buttons are on screen before React has hydrated them. A tap
 * in that moment is held and pressed once the app is ready (src/app/early-taps.ts, tested on its own in
 * server-render.spec.ts); everywhere else, tests wait until the app says it is interactive
 * (src/app/provider.tsx) after every navigation, so what they check next is the app's doing.
 */
async function untilInteractive(page: Page, response: Response | null): Promise<void> {
  const isPage = response === null || (response.headers()['content-type'] ?? '').includes('text/html');
  if (isPage) await appInteractive(page);
}

/** Waits until the app says it is interactive: after a navigation a test started by a click. */
export async function appInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
}

/** A worker's own server, and the built client it serves (a copy of dist/ that its tests may change). */
export interface AppServer extends E2eServer {
  clientDir: string;
}

export const test = base.extend<object, { appServer: AppServer }>({
  // Each worker has a server and database of its own: tests sign up, track, make reports and whipboards,
  // and one spec changes the served service worker (pwa.spec.ts), which must not reach another worker's
  // pages. Workers run side by side (playwright.config.ts).
  appServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, { parallelIndex }) => {
      const folder = `var/e2e/worker-${parallelIndex}`;
      const clientDir = `${folder}/dist`;
      rmSync(clientDir, { recursive: true, force: true });
      cpSync('dist', clientDir, { recursive: true });
      const server = await startE2eServer(e2ePorts.worker(parallelIndex), `${folder}/db/statehouse.db`, {
        CLIENT_DIR: clientDir,
      });
      await use({ ...server, clientDir });
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ appServer }, use) => use(appServer.origin),
  page: async ({ page }, use) => {
    const waitingAfter =
      <A extends unknown[]>(navigate: (...args: A) => Promise<Response | null>) =>
      async (...args: A) => {
        const response = await navigate(...args);
        await untilInteractive(page, response);
        return response;
      };
    Object.assign(page, {
      goto: waitingAfter(page.goto.bind(page)),
      reload: waitingAfter(page.reload.bind(page)),
      goBack: waitingAfter(page.goBack.bind(page)),
    });
    await use(page);
  },
});
