import { expect, type Locator, type Page } from '@playwright/test';

/** Ticks the select boxes of the first `count` bill hits; returns their bill numbers, in that order. */
export async function selectFirstBills(page: Page, hits: Locator, count: number): Promise<string[]> {
  const boxes = hits.getByRole('checkbox', { name: /^Select / });
  await expect(boxes.nth(count - 1)).toBeVisible();
  const billNumbers: string[] = [];
  for (let index = 0; index < count; index++) {
    const box = boxes.nth(index);
    billNumbers.push((await box.getAttribute('aria-label'))!.replace(/^Select /, ''));
    // By keyboard: once a bill is selected the sticky toolbar covers the bottom of the list.
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  return billNumbers;
}

/**
 * 'Generate Report on N Selected bills' in the selection toolbar: the report opens in a new tab, titled
 * 'Search Results - ' and the US date, listing the selected bills. Returns its tab.
 */
export async function generateReport(page: Page, billNumbers: readonly string[]): Promise<Page> {
  const toolbar = page.getByRole('region', { name: 'Selected bills' });
  const [report] = await Promise.all([
    page.waitForEvent('popup'),
    toolbar.getByRole('button', { name: `Generate Report on ${billNumbers.length} Selected bills` }).click(),
  ]);
  await report.waitForURL(/\/app\/report\/\d+$/);
  await expect(report.getByRole('heading', { level: 1 })).toHaveText(
    /^Search Results - \d{1,2}\/\d{1,2}\/\d{4}$/,
  );
  await expect(report.getByRole('article')).toHaveCount(billNumbers.length);
  for (const billNumber of billNumbers) {
    await expect(
      report.getByRole('heading', { level: 2, name: new RegExp(`^${billNumber} `) }),
    ).toBeVisible();
  }
  return report;
}
