import { type Page } from '@playwright/test';
import type { LiveCalendar } from '../server/schemas/live-calendar';
import { type E2eServer } from './support/e2e-server';
import { liveFloorBaseUrl, startLiveFloorServer } from './support/live-floor';
import { expect, test, withoutServiceWorker } from './support/test';

// Not about the service worker: no worker (e2e/support/test.ts, withoutServiceWorker).
test.use(withoutServiceWorker);

// The live calendar while the floor moves: a server whose demo floor session adds an action a second
// (e2e/support/live-floor.ts; the workers' own servers have none), started for these tests, which one
// worker runs one after the other. Started here rather than as a worker's server (a worker option), so
// the worker that takes them is not stopped and started again for them, and they need not wait until
// every other test has run (Playwright queues tests that need another kind of worker last).
test.use({ baseURL: liveFloorBaseUrl, freshContext: true });
test.describe.configure({ mode: 'default' });
let server: E2eServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startLiveFloorServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** The id of the newest House floor action the server has. */
const newestOnServer = async (page: Page) =>
  ((await (await page.request.get('/api/live_calendar?chamber=house')).json()) as LiveCalendar)[0]?.actions[0]
    ?.id;

test('the live calendar shows a new floor action without a reload', async ({ page }) => {
  await page.clock.install();
  await page.goto('/app/live-calendar');
  const actions = page.getByRole('main').getByRole('listitem');
  await expect(actions.first()).toBeVisible();
  // The newest actions shown, three of them: a new action whose text repeats the one before (a bill's
  // same step on the same day) still changes them. More items are drawn at the list's end as the reader
  // nears it (useDrawAhead), so the count is no measure of a refetch.
  const newestShown = () =>
    actions.evaluateAll((items) =>
      items
        .slice(0, 3)
        .map((item) => (item as HTMLElement).innerText)
        .join('\n'),
    );
  const shown = await newestShown();
  const before = await newestOnServer(page);
  // The demo floor session takes a House action every 2 s; the page asks again only after 30 s.
  await expect.poll(() => newestOnServer(page), { timeout: 20_000 }).not.toBe(before);
  expect(await newestShown(), 'no refetch before 30 s').toBe(shown);
  await page.clock.fastForward(30_000);
  await expect.poll(newestShown).not.toBe(shown);
});

test('a reader scrolled down the live calendar is told of new actions and taken to the newest', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/app/live-calendar');
  const actions = page.getByRole('main').getByRole('listitem');
  await expect(actions.first()).toBeVisible();
  const newestShown = await actions.first().innerText();
  const before = await newestOnServer(page);
  await actions.last().scrollIntoViewIfNeeded();
  await expect(actions.first()).not.toBeInViewport();
  // The demo floor session takes a House action every few seconds; the page asks again after 30 s.
  await expect.poll(() => newestOnServer(page), { timeout: 20_000 }).not.toBe(before);
  await page.clock.fastForward(30_000);
  const cue = page.getByRole('button', { name: /^\d+ new actions?$/ });
  await expect(cue).toBeVisible();
  await cue.click();
  await expect(actions.first()).toBeInViewport();
  await expect(actions.first()).not.toHaveText(newestShown);
  await expect(cue).toHaveCount(0);
});
