import type { Page } from '@playwright/test';
import { controlledByWorker } from './support/offline';
import { deliverPush, shownNotifications, tapNotification } from './support/push';
import { expect, test } from './support/test';

// Issue 22 in Chromium: a reader follows a bill; a push delivered to the service worker shows a
// notification once, and its tap opens the bill.

/** Signs up a new reader (each run its own), landing on `returnTo`. */
async function signUp(page: Page, returnTo: string): Promise<void> {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await page.goto(`/app/sign-up?${new URLSearchParams({ returnTo })}`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Follower');
  await page.getByRole('textbox', { name: 'Email' }).fill(`follower-${stamp}@example.org`);
  await page.locator('input[type="password"]').fill('a long enough passphrase');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === returnTo);
}

/** The page of the first of the latest bills. */
async function firstBillPath(page: Page): Promise<string> {
  await page.goto('/app/bills');
  const link = page.locator('main a[href^="/app/bill/"]').first();
  await expect(link).toBeAttached({ timeout: 20_000 });
  return (await link.getAttribute('href'))!;
}

/** The bill number its page's Follow button names ('H 12'). */
async function billNumber(page: Page): Promise<string> {
  const follow = page.getByRole('button', { name: /^(Follow|Following) / });
  await expect(follow).toBeVisible();
  return (await follow.getAttribute('aria-label'))!.replace(
    /^Follow(ing)? (.*?)(: choose how you hear)?$/,
    '$2',
  );
}

test('a followed bill’s push shows one notification, and its tap opens the bill', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['notifications']);
  const path = await firstBillPath(page);
  await signUp(page, path);
  const bill = { path, number: await billNumber(page) };

  await page.getByRole('button', { name: `Follow ${bill.number}`, exact: true }).click();
  const following = page.getByRole('button', { name: `Following ${bill.number}: choose how you hear` });
  await expect(following).toBeVisible();
  await following.click();
  await expect(page.getByRole('dialog', { name: `How you hear about ${bill.number}` })).toBeVisible();
  await page.keyboard.press('Escape');

  await controlledByWorker(page);
  await page.goto('/app/me');
  const payload = {
    id: 987654,
    title: `${bill.number} read a third time`,
    body: 'Read third and passed to be engrossed.',
    url: bill.path,
    tag: '987654',
  };
  // The push service may hand the same message over twice: it shows once.
  await deliverPush(context, page, payload);
  await deliverPush(context, page, payload);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        icon: expect.stringMatching(/\/icons\/icon-192\.png$/),
        data: { id: payload.id, url: payload.url },
      },
    ]);

  await tapNotification(context, payload.tag);
  await expect(page).toHaveURL((url) => url.pathname === bill.path);
  await expect(
    page.getByRole('button', { name: `Following ${bill.number}: choose how you hear` }),
  ).toBeVisible();
  await expect.poll(() => shownNotifications(page)).toEqual([]);
});
