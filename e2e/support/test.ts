import { cpSync, rmSync } from 'node:fs';
import { test as base, type Browser, type Page, type Response } from '@playwright/test';
import { chromiumArgs, chromiumPath, phoneBrowserPath } from './browsers';
import { e2ePorts, startE2eServer, type E2eServer } from './e2e-server';
import { SharedContext } from './shared-context';

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

/**
 * For specs about none of offline, caching, installing, notifications and push, bad links and slow
 * networks, or updates: `test.use(withoutServiceWorker)`. Playwright then refuses the app's registration,
 * which otherwise, once a page's first screen has settled (src/lib/service-worker.ts), has every new
 * context download and store the whole app (213 files in dist/sw.js's precache) and then answers each
 * request (issue 19). The service worker's own specs keep it (offline, pwa, notifications, bad-link,
 * search-connection, server-render, whipboard's offline moves), as does one walk of ordinary pages (the
 * signed-in axe walk). E2E_SERVICE_WORKERS=allow runs every spec with it.
 */
export const withoutServiceWorker = {
  serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
} as const;

export interface TestOptions {
  /**
   * A browser context of the test's own, made for it and closed after it. Off by default: tests with the
   * service worker blocked share their worker's context, emptied between tests (e2e/support/shared-context.ts),
   * so each test's first page load is not a cold one. A spec that changes what cannot be put back
   * (Playwright's clock) asks for its own: `test.use({ freshContext: true })`. E2E_FRESH_CONTEXTS=1 gives
   * every test its own.
   */
  freshContext: boolean;
}

/** Tests of what only the full browser does (e2e/support/browsers.ts) carry this tag. */
const FULL_BROWSER_TAG = '@full-browser';

export const test = base.extend<
  TestOptions,
  {
    appServer: AppServer;
    sharedContexts: Map<string, SharedContext>;
    fullBrowser: () => Promise<Browser>;
  }
>({
  freshContext: [process.env.E2E_FRESH_CONTEXTS === '1', { option: true }],
  // The full browser, launched when a worker's first test tagged @full-browser asks for it (most workers
  // never do) and closed with the worker. Its contexts get the project's options like any other: the
  // test runner applies them to every context its Playwright makes.
  fullBrowser: [
    async ({ playwright, browser }, use) => {
      // Without the headless shell, the worker's browser is the full one already.
      if (phoneBrowserPath === chromiumPath) return use(() => Promise.resolve(browser));
      let launched: Promise<Browser> | undefined;
      await use(
        () => (launched ??= playwright.chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })),
      );
      if (launched) await (await launched).close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // One per set of context options (a spec may ask for another viewport or origin), for the worker's life.
  sharedContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const contexts = new Map<string, SharedContext>();
      await use(contexts);
      await Promise.all([...contexts.values()].map((shared) => shared.context.close()));
    },
    { scope: 'worker' },
  ],
  context: async (
    {
      browser,
      fullBrowser,
      freshContext,
      sharedContexts,
      serviceWorkers,
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      colorScheme,
      reducedMotion,
      forcedColors,
      locale,
      timezoneId,
      javaScriptEnabled,
      offline,
      deviceScaleFactor,
      userAgent,
      storageState,
      contextOptions,
    },
    use,
    { tags },
  ) => {
    // The service worker's specs keep a context of their own: what they check starts from nothing. So do
    // the full browser's tests, in it.
    const inFullBrowser = tags.includes(FULL_BROWSER_TAG);
    if (inFullBrowser || freshContext || serviceWorkers !== 'block') {
      const context = await (inFullBrowser ? await fullBrowser() : browser).newContext();
      await use(context);
      await context.close();
      return;
    }
    // Every option a spec may set with test.use() and a context is made with: a spec asking for reduced
    // motion or a dark scheme must not be handed a context another spec opened without it.
    const key = JSON.stringify({
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      colorScheme,
      reducedMotion,
      forcedColors,
      locale,
      timezoneId,
      javaScriptEnabled,
      offline,
      deviceScaleFactor,
      userAgent,
      storageState,
      contextOptions,
    });
    let shared = sharedContexts.get(key);
    if (!shared) {
      shared = await SharedContext.open(browser);
      sharedContexts.set(key, shared);
    }
    await use(shared.context);
    await shared.reset();
  },
  // Each worker has a server and database of its own: tests sign up, track, make reports and whipboards,
  // and one spec changes the served service worker (pwa.spec.ts), which must not reach another worker's
  // pages. Workers run side by side (playwright.config.ts).
  appServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, { parallelIndex }) => {
      const folder = `var/e2e/worker-${parallelIndex}`;
      const clientDir = `${folder}/dist`;
      rmSync(clientDir, { recursive: true, force: true });
      cpSync('dist', clientDir, { recursive: true });
      const server = await startE2eServer(e2ePorts.worker(parallelIndex), `${folder}/db/statehouse.db`, {
        CLIENT_DIR: clientDir,
        // No demo floor session: an action a second, each a new data version, which the server then indexes
        // and renders each server-rendered page again for (an idle server spent 9 % of a core on it, 3.75
        // CPU-s in 40 s, against 0.06 s without; issue 19). The live calendar's tests have a server with
        // one (e2e/support/live-floor.ts).
        DEMO_FLOOR_SESSION: 'false',
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
