import { type Locator, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { searchIndexReady } from './support/search-index-ready';
import { signInAsDemo } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 20 on a phone (390×844): the refine sheet's checkboxes sit beside their labels, the floating
// 'Scroll to top' button never rests on a control, and the refine button is named by what it shows.

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const scrollToTop = (page: Page) => page.getByRole('button', { name: 'Scroll to top' });

/** Scrolls to the very end of the page and waits until the floating button has slid in and settled. */
async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(scrollToTop(page)).toBeVisible();
  await expect
    .poll(async () => {
      const first = await scrollToTop(page).boundingBox();
      await page.waitForTimeout(100);
      return JSON.stringify(first) === JSON.stringify(await scrollToTop(page).boundingBox());
    })
    .toBe(true);
}

/** The controls of `scope` on screen that the floating button's box covers, by their accessible names. */
async function coveredControls(page: Page, scope: Locator): Promise<string[]> {
  const button = (await scrollToTop(page).isVisible()) ? await scrollToTop(page).boundingBox() : null;
  if (!button) return [];
  const controls = scope.locator('a, button, input, [role="checkbox"], [role="button"]');
  const covered: string[] = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (!box || box.width === 0 || !(await control.isVisible())) continue;
    if (overlaps(box, button))
      covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
  }
  return covered;
}

test.describe('site-wide search on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await searchIndexReady(page.request);
  });

  test("the 'Refine your search:' sheet puts each Data Types checkbox beside its label", async ({ page }) => {
    await page.goto('/app/search?q=school');
    await page.getByRole('button', { name: /^Refine your search:/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Refine your search:' });
    const boxes = sheet.getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    expect(await boxes.count()).toBeGreaterThan(1);
    for (const box of await boxes.all()) {
      const id = (await box.getAttribute('id'))!;
      const label = sheet.locator(`label[for="${id}"]`);
      const [boxRect, labelRect] = [(await box.boundingBox())!, (await label.boundingBox())!];
      // On one line: the label starts right of the box, and their vertical middles agree.
      expect(labelRect.x).toBeGreaterThanOrEqual(boxRect.x + boxRect.width);
      expect(Math.abs(labelRect.y + labelRect.height / 2 - (boxRect.y + boxRect.height / 2))).toBeLessThan(
        12,
      );
    }
  });

  test('the refine button with active refinements is named by what it shows (axe)', async ({ page }) => {
    await page.goto('/app/search?q=school');
    await page.getByRole('button', { name: /^Refine your search:/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Refine your search:' });
    await sheet.getByRole('checkbox').first().check();
    await sheet.getByRole('button', { name: 'Show results' }).click();
    const refine = page.getByRole('button', { name: /^Refine your search: ?1 active$/ });
    await expect(refine).toBeVisible();
    await expect(refine).toHaveText(/^Refine your search:\s*1/);
    expect(await axeViolations(page, ['label-content-name-mismatch'])).toEqual([]);
  });
});

test.describe("the 'Scroll to top' button on a phone", () => {
  test.beforeEach(async ({ page }) => {
    await searchIndexReady(page.request);
  });

  test('at the end of the bill search it covers no Track Bill button and no page control', async ({
    page,
  }) => {
    await page.goto('/app/bills/search');
    const results = page.getByRole('list', { name: 'Bills results' });
    await expect(results.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Result pages' })).toBeVisible();
    await scrollToEnd(page);
    expect(await coveredControls(page, page.getByRole('main'))).toEqual([]);
  });

  test("with 25 bills selected it leaves 'Generate Report on 25 Selected bills' uncovered", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The AI-assisted search shows 25 bills a page (spec §9): a word in nearly every bill finds more.
    await signInAsDemo(page, '/app/bills/search-ai?query=section');
    const results = page.getByRole('list', { name: 'Bill text results' });
    await expect(results.getByRole('article').nth(24)).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Select all bills on this page' }).click();
    const toolbar = page.getByRole('region', { name: 'Selected bills' });
    const report = toolbar.getByRole('button', { name: 'Generate Report on 25 Selected bills' });
    await expect(report).toBeVisible();
    for (const y of [1200, 2400, 'end'] as const) {
      await page.evaluate(
        (to) => window.scrollTo(0, to === 'end' ? document.documentElement.scrollHeight : to),
        y,
      );
      await page.waitForTimeout(700); // longer than the button's slide-in
      const button = scrollToTop(page);
      if (await button.isVisible())
        expect(overlaps((await button.boundingBox())!, (await report.boundingBox())!)).toBe(false);
      expect(await coveredControls(page, toolbar)).toEqual([]);
    }
  });
});
