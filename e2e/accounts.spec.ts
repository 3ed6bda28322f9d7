// Issue 5 end to end: a new account tracks a bill into a new list, makes a report and opens it, puts a
// meeting from Today's Schedule on its agenda and subscribes to it, then signs out and back in to find
// everything where it was left.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, withoutServiceWorker } from './support/test';

// Not about the service worker: no worker (e2e/support/test.ts, withoutServiceWorker).
test.use(withoutServiceWorker);

const account = {
  name: 'Casey Capitol',
  email: `casey.${Date.now()}@example.org`,
  password: 'a walk through the state house',
};
const LIST_NAME = 'Transportation watch';

const card = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });

/** The calendar as a phone's calendar app sees it: no cookies, only the secret address. */
async function fetchSubscription(request: APIRequestContext, url: string) {
  const response = await request.get(url, { headers: { cookie: '' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  // RFC 5545 folds long lines; unfold before looking for a value.
  return (await response.text()).replace(/\r\n /g, '');
}
/** How iCalendar writes a text value (RFC 5545 §3.3.11). */
const icsText = (text: string) => text.replace(/[\\,;]/g, (c) => `\\${c}`);

async function signIn(page: Page) {
  await page.goto('/app/me');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.locator('input[type="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/me$/);
  await expect(page.getByText(account.email)).toBeVisible();
}

test('an account keeps its tracked bills, reports, agenda and calendar feed across sign-out and sign-in', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000); // 26 s on one worker at load 13, 57 s on two at load 15

  // Sign up, coming back to the bills list.
  await page.goto('/app/sign-up?returnTo=%2Fapp%2Fbills');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(account.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.locator('input[type="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/app\/bills$/);

  // Track the first bill into a new list.
  const trackButton = page.getByRole('button', { name: /^Track Bill / }).first();
  await expect(trackButton).toBeVisible();
  const billNumber = (await trackButton.getAttribute('aria-label'))!.replace('Track Bill ', '');
  await trackButton.click();
  const dialog = page.getByRole('dialog', { name: 'Manage tracking lists' });
  await dialog.getByRole('textbox', { name: 'New list' }).fill(LIST_NAME);
  await dialog.getByRole('button', { name: 'Create list' }).click();
  await expect(dialog.getByRole('checkbox', { name: `${LIST_NAME} (1 bill)` })).toBeChecked();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: `Tracking ${billNumber}`, exact: true })).toBeVisible();

  // Generate a report of it from My bills; it opens in a new tab.
  await page.goto('/app/me');
  await page.getByRole('link', { name: 'My bills' }).click();
  await page.getByRole('checkbox', { name: `Select ${billNumber}` }).check();
  const [reportTab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Generate Report on 1 Selected bill' }).click(),
  ]);
  await reportTab.waitForURL(/\/app\/report\/\d+$/);
  const reportPath = new URL(reportTab.url()).pathname;
  await expect(reportTab.getByRole('heading', { level: 1, name: /^Tracked bills - / })).toBeVisible();
  const reportBill = reportTab.getByRole('article');
  await expect(reportBill).toHaveCount(1);
  await expect(reportBill.getByRole('heading', { level: 2 })).toContainText(billNumber);
  for (const part of ['Sponsor', 'Status', 'Last action', 'Summary', 'History', 'Votes'])
    await expect(reportBill.getByText(part, { exact: true })).toBeVisible();
  await reportTab.close();

  // Add a meeting from Today's Schedule (the nearest day with meetings) to the agenda.
  await page.goto('/');
  const schedule = card(page, "Today's Schedule");
  await expect(schedule.getByRole('status')).toHaveCount(0);
  const plus = schedule.getByRole('button', { name: /^Add .+ to agenda$/ }).first();
  if ((await plus.count()) === 0)
    await schedule.getByRole('button', { name: /^Next day with meetings/ }).click();
  await expect(plus).toBeVisible();
  const meetingTitle = (await plus.getAttribute('aria-label'))!.replace(/^Add (.+) to agenda$/, '$1');
  await plus.click();
  await expect(schedule.getByRole('img', { name: `${meetingTitle} is on your agenda` })).toBeVisible();
  await expect(card(page, 'My Agenda').getByText(meetingTitle)).toBeVisible();

  // Subscribe: the secret .ics address serves the agenda without any cookie.
  await page.goto('/app/me');
  await page.getByRole('button', { name: 'Create subscription link' }).click();
  const feedUrl = await page.getByRole('textbox', { name: 'Subscription link' }).inputValue();
  expect(feedUrl).toMatch(/\/api\/calendar\/feed\/[0-9a-f]{64}\.ics$/);
  const calendar = await fetchSubscription(request, feedUrl);
  expect(calendar).toContain('BEGIN:VCALENDAR');
  expect(calendar).toContain(`SUMMARY:${icsText(meetingTitle)}`);

  // Sign out: the personal screens ask for an account again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await page.goto('/app/my-bills');
  await expect(page.getByText('Sign in to see the bills you track.')).toBeVisible();

  // Sign back in: everything is still there.
  await signIn(page);
  // A report link is one to pass on: it names the state it was made in (issue 15).
  await expect(
    page.getByRole('region', { name: 'Reports' }).getByRole('link', { name: /^Tracked bills - / }),
  ).toHaveAttribute('href', `${reportPath}?state=demo`);
  await page.getByRole('link', { name: 'My bills' }).click();
  const trackedRow = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: `Select ${billNumber}` }) });
  await expect(trackedRow.getByRole('list', { name: 'On lists' })).toHaveText(LIST_NAME);
  await expect(trackedRow.getByText(/^Last action /)).toBeVisible();
  await page.goto(reportPath);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toContainText(billNumber);
  await page.goto('/');
  await expect(card(page, 'My Agenda').getByText(meetingTitle)).toBeVisible();
  expect(await fetchSubscription(request, feedUrl)).toContain(`SUMMARY:${icsText(meetingTitle)}`);
});
