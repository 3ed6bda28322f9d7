import { type Page } from '@playwright/test';
import { expect, test, withoutServiceWorker } from './support/test';

// Not about the service worker: no worker (e2e/support/test.ts, withoutServiceWorker).
test.use(withoutServiceWorker);

/** A dashboard widget, scrolled to: the widgets below the first screen render as they come near it. */
async function card(page: Page, title: string) {
  const section = page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
  await section.scrollIntoViewIfNeeded();
  return section;
}

test.describe('home screen on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('the Legislators card toggles between House, Senate and Inactive', async ({ page }) => {
    const legislators = await card(page, 'Legislators');
    const names = legislators.getByRole('link', { name: /^(Rep|Sen)\. / });
    await expect(names.first()).toHaveText(/^Rep\. /);
    const houseCount = await names.count();
    expect(houseCount).toBeGreaterThan(100);

    await legislators.getByText('Senate', { exact: true }).click();
    await expect(names.first()).toHaveText(/^Sen\. /);
    await expect(names).toHaveCount(40);

    await legislators.getByText('Inactive', { exact: true }).first().click();
    await expect(legislators.getByText('Inactive', { exact: true }).nth(1)).toBeVisible();
    expect(await names.count()).toBeLessThan(houseCount);

    // A legislator's name leads to their page.
    const first = names.first();
    const familyName = (await first.textContent())!.trim().split(' ').at(-1)!;
    await first.click();
    await expect(page).toHaveURL(/\/app\/legislators\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(familyName);
  });

  test('committee names show without their chamber prefix', async ({ page, request }) => {
    const joint = (await (await request.get('/api/committee?chamber=joint')).json()) as {
      committee_name: string;
      committee_display_name: string;
    }[];
    const education = joint.find((c) => c.committee_name.startsWith('Joint Committee on '))!;
    const committees = await card(page, 'Committees');
    await expect(
      committees.getByRole('link', { name: education.committee_display_name, exact: true }),
    ).toBeVisible();
    await expect(committees.getByText(education.committee_name)).toHaveCount(0);

    await committees.getByText('House', { exact: true }).click();
    await expect(committees.getByRole('link', { name: 'Ways and Means', exact: true })).toBeVisible();
    await expect(page.getByText(/House Committee on/)).toHaveCount(0);
  });

  test('the bottom tabs navigate between the sections', async ({ page }) => {
    const tabs = page.getByRole('navigation', { name: /main|sections|tabs/i });
    await tabs.getByRole('link', { name: 'Bills', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/bills$/);
    await expect(page.getByRole('link', { name: /^(H|S|HD|SD) \d+/ }).first()).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Bills', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await tabs.getByRole('link', { name: 'Calendar' }).click();
    await expect(page).toHaveURL(/\/app\/live-calendar$/);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

    await tabs.getByRole('link', { name: 'Me', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/me$/);

    await tabs.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(await card(page, 'Legislators')).toBeVisible();
  });

  test('a deep link reloads straight into its page', async ({ page }) => {
    await page.goto('/app/committees');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
