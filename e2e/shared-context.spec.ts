import { type Page } from '@playwright/test';
import { expect, test, withoutServiceWorker } from './support/test';

// The suite's own harness (e2e/support/test.ts): a worker's tests share a browser context per set of
// context options. Serial, so both tests run on one worker, in this order.
test.describe.configure({ mode: 'serial' });
test.use(withoutServiceWorker);

const prefersReducedMotion = (page: Page) =>
  page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);

test('a test without options gets the shared context of the defaults', async ({ page }) => {
  expect(await prefersReducedMotion(page)).toBe(false);
});

test.describe('a spec asking for reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('gets a context with it, not the one a test before it opened without', async ({ page }) => {
    expect(await prefersReducedMotion(page)).toBe(true);
  });
});
