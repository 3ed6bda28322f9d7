import { test as base, type Page, type Response } from '@playwright/test';

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

export const test = base.extend({
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
