import { emulateLink } from './support/network';
import { expect, test } from './support/test';

// Issue 18, part 3: the app on a capitol phone signal besides search — a slow link is slow but ends in
// the page, and a link that drops mid-request ends in the list's own error state with Retry, never in a
// spinner without end. Through the real server and Chromium's network emulation (CDP).

/** src/lib/api-client.ts READ_TIMEOUT_MS: how long a read may take before the app gives it up. */
const READ_TIMEOUT_MS = 20_000;

test('on a 2-second, 400 kbps link a bill page arrives whole, with no error', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { data } = (await (await request.get('/api/bills?chamber=house')).json()) as {
    data: { id: number }[];
  };
  const bill = (await (await request.get(`/api/bill/${data[0]!.id}`)).json()) as {
    id: number;
    title: string;
    short_bill_name: string;
  };
  const heading = bill.short_bill_name || bill.title;
  await emulateLink(page, { latencyMs: 2000, kbps: 400 });
  await page.goto(`/app/bill/${bill.id}`, { timeout: 150_000 });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Opps, something went wrong :(')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a next page that never arrives ends in the error state with Retry, and Retry loads it', async ({
  page,
}) => {
  await page.clock.install();
  // A link that dropped mid-request: the request is neither answered nor refused, until the signal is back.
  let dropped = true;
  let asked = false;
  await page.route(/\/api\/news\/list\/?\?.*page=2/, async (route) => {
    if (!dropped) return route.continue();
    asked = true;
  });
  await page.goto('/app/news/articles/');
  const articles = page.getByRole('feed').getByRole('article');
  await expect(articles).toHaveCount(20);
  await articles.last().scrollIntoViewIfNeeded();
  await expect.poll(() => asked).toBe(true);
  // Still waiting: the loader, not the error.
  await expect(page.getByText('Opps, something went wrong :(')).toHaveCount(0);
  await page.clock.fastForward(READ_TIMEOUT_MS + 1000);
  await expect(page.getByText('Opps, something went wrong :(')).toBeVisible();
  await expect(articles).toHaveCount(20); // what was loaded stays
  dropped = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(articles).toHaveCount(40);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
