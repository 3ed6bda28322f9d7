import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import { expect, test, withoutServiceWorker } from './support/test';

// Not about the service worker: no worker (e2e/support/test.ts, withoutServiceWorker).
test.use(withoutServiceWorker);

/** A dashboard widget, scrolled to: the widgets below the first screen render as they come near it. */
async function card(page: Page, title: string) {
  const section = page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
  await section.scrollIntoViewIfNeeded();
  return section;
}

/** Clicks a segmented-control option and waits until the card shows something else. */
async function toggleChangesContent(section: Locator, option: string) {
  const body = section.locator('> div').last();
  await expect(body).not.toContainText(/Loading/);
  const before = await section.innerText();
  await section.getByText(option, { exact: true }).click();
  await expect(section.getByRole('radio', { name: option, exact: true })).toBeChecked();
  await expect.poll(async () => section.innerText()).not.toBe(before);
  await expect(section).not.toContainText(/Loading/);
}

test.describe('dashboard widgets on a phone', () => {
  test('each toggle changes what its widget shows', async ({ page }) => {
    await page.goto('/');
    await toggleChangesContent(await card(page, 'Testimony'), 'Written');
    await toggleChangesContent(await card(page, 'Floor Debate'), 'Senate');
    const votes = await card(page, 'Votes');
    await toggleChangesContent(votes, 'Senate');
    await expect(votes.getByRole('link', { name: /^Roll call \d+$/ }).first()).toBeVisible();
    await toggleChangesContent(await card(page, 'News and press'), 'Press Releases');
    await expect(
      (await card(page, 'News and press')).getByRole('link', { name: /View all/ }),
    ).toHaveAttribute('href', '/app/news/press/');
    await toggleChangesContent(await card(page, 'News by category'), 'Senate');
    const bills = await card(page, 'Bills');
    await toggleChangesContent(bills, 'Laws');
    await bills.getByText('Viewed', { exact: true }).click();
    await expect(bills.getByText("You don't have any recently viewed bills.")).toBeVisible();
    await toggleChangesContent(await card(page, 'Live floor calendar'), 'Senate');
  });

  test('the article list loads a second page on scroll and offers Retry after a failed request', async ({
    page,
  }) => {
    // Page 2 fails (with the client's own retries) until the user presses Retry.
    let serverDown = true;
    await page.route(/\/api\/news\/list\/?\?.*page=2/, async (route) => {
      if (serverDown)
        await route.fulfill({
          status: 503,
          json: { statusCode: 503, error: 'Service Unavailable', message: 'down' },
        });
      else await route.continue();
    });
    await page.goto('/app/news/articles/');
    const feed = page.getByRole('feed');
    const articles = feed.getByRole('article');
    await expect(articles).toHaveCount(20);
    await articles.last().scrollIntoViewIfNeeded();
    await expect(page.getByText('Opps, something went wrong :(')).toBeVisible();
    await expect(articles).toHaveCount(20); // what was loaded stays
    serverDown = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(articles).toHaveCount(40);
    await articles.last().scrollIntoViewIfNeeded();
    await expect.poll(async () => articles.count()).toBeGreaterThan(40);
  });

  test("Today's Schedule opens on the demo's today with hearings and a floor session", async ({ page }) => {
    // Issue 20: the first screen said "No hearings or floor sessions on this day."
    await page.goto('/');
    const schedule = await card(page, "Today's Schedule");
    await expect(schedule.getByText('Senate Formal Session')).toBeVisible();
    await expect(schedule.getByText(/^Public hearing on /).first()).toBeVisible();
    await expect(schedule.getByText('No hearings or floor sessions on this day.')).toHaveCount(0);
  });

  test("an agenda item's Apple link downloads a valid iCalendar file", async ({ page }) => {
    await page.goto('/app/sign-in?returnTo=/');
    await page.getByLabel('Email').fill('demo@statehouse.test');
    await page.getByRole('textbox', { name: 'Password' }).fill('statehouse-demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    const agenda = await card(page, 'My Agenda');
    const apple = agenda.getByRole('link', { name: /^Apple Calendar: / }).first();
    await expect(apple).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), apple.click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    for (const property of [
      'VERSION:2.0',
      'PRODID:',
      'BEGIN:VEVENT',
      'UID:',
      'DTSTAMP:',
      'DTSTART',
      'SUMMARY:',
    ])
      expect(ics).toContain(property);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toContain('\n');
  });
});
