import { type Locator, type Page } from '@playwright/test';
import { SETTLE_MS } from '../src/app/shell/free-corner';
import { axeViolations } from './support/axe';
import { searchIndexReady } from './support/search-index-ready';
import { signInAsDemo } from './support/sign-in';
import { expect, test, withoutServiceWorker } from './support/test';

// Not about the service worker: no worker (e2e/support/test.ts, withoutServiceWorker).
test.use(withoutServiceWorker);

// Issue 20 on a phone (390×844): the refine sheet's checkboxes sit beside their labels, the floating
// 'Scroll to top' button never rests on a control, and the refine button is named by what it shows.

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const scrollToTop = (page: Page) => page.getByRole('button', { name: 'Scroll to top' });

/** Two animation frames in the page: what changed before them is drawn. */
const framesDrawn = (page: Page) =>
  page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));

/**
 * Waits until the floating button has taken its corner after the last scroll: the page has had no scroll
 * and no change for the button's own settling time (free-corner.ts), so its check has run, and the two
 * frames after that are drawn. With reduced motion (these tests ask for it) the button does not slide in
 * or out: where it is then is where it rests.
 */
async function cornerSettled(page: Page) {
  await page.evaluate(async (settleMs) => {
    await new Promise<void>((settled) => {
      const changes = new MutationObserver(() => again());
      const done = () => {
        window.removeEventListener('scroll', again);
        changes.disconnect();
        settled();
      };
      let timer = setTimeout(done, settleMs);
      function again() {
        clearTimeout(timer);
        timer = setTimeout(done, settleMs);
      }
      changes.observe(document.body, { childList: true, subtree: true });
      window.addEventListener('scroll', again, { passive: true });
    });
  }, SETTLE_MS);
  await framesDrawn(page);
}

/** Scrolls to the very end of the page and waits until the floating button has shown and settled. */
async function scrollToEnd(page: Page) {
  // Hits are drawn as they come near the screen (content-visibility), and the page's height then
  // takes their real sizes: as a reader would, scroll again until the end stays the end.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      }),
    )
    .toBe(true);
  await cornerSettled(page);
  await expect(scrollToTop(page)).toBeVisible();
}

/** The controls in `scope` that the floating button's box covers, by their accessible names (none if hidden). */
async function coveredControls(page: Page, scope: Locator): Promise<string[]> {
  const button = (await scrollToTop(page).isVisible()) ? await scrollToTop(page).boundingBox() : null;
  if (!button) return [];
  // Measured in the page in one go: a dashboard holds hundreds of controls.
  return scope.evaluate((root, own) => {
    const selector = 'a[href], button, input, select, textarea, [role="checkbox"], [role="button"]';
    return [...root.querySelectorAll<HTMLElement>(selector)]
      .filter((control) => control.getAttribute('aria-label') !== 'Scroll to top')
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden')
          return false;
        return (
          box.left < own.x + own.width &&
          own.x < box.right &&
          box.top < own.y + own.height &&
          own.y < box.bottom
        );
      })
      .map((control) => control.getAttribute('aria-label') ?? control.innerText);
  }, button);
}

// What is checked is where things rest, not how they move there: with reduced motion the refine sheet and
// the floating button show without sliding in (Mantine's transitions honour it, theme.ts), so a test waits
// only for the page's own settling.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

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
    // Measured in one frame, once the sheet has stopped moving (it does not slide in with reduced motion).
    const rows = () =>
      sheet.evaluate((root) =>
        [...root.querySelectorAll('input[type="checkbox"]')].map((box) => {
          const label = root.querySelector(`label[for="${box.id}"]`)!;
          const [b, l] = [box.getBoundingClientRect(), label.getBoundingClientRect()];
          return {
            boxRight: b.right,
            boxMiddle: (b.top + b.bottom) / 2,
            labelLeft: l.left,
            labelMiddle: (l.top + l.bottom) / 2,
          };
        }),
      );
    await expect
      .poll(async () => {
        const before = JSON.stringify(await rows());
        await framesDrawn(page);
        return before === JSON.stringify(await rows());
      })
      .toBe(true);
    for (const row of await rows()) {
      // On one line: the label starts right of the box, and their vertical middles agree.
      expect(row.labelLeft).toBeGreaterThanOrEqual(row.boxRight);
      expect(Math.abs(row.labelMiddle - row.boxMiddle)).toBeLessThan(12);
    }
  });

  test('the refine button with active refinements is named by what it shows (axe)', async ({ page }) => {
    await page.goto('/app/search?q=school');
    await page.getByRole('button', { name: /^Refine your search:/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Refine your search:' });
    const first = sheet.getByRole('checkbox').first();
    await first.click();
    // The refinement's answer renders in a transition (renders-in-transition.tsx), and the box shows its
    // tick when that commits: check() read the box right after its click and failed on a busy machine.
    await expect(first).toBeChecked();
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
    // A page holds 50 hits (spec §2): four are drawn with the page and the rest as the reader scrolls
    // towards them, so the end of the page is only its end once all are there. A reader who stops at
    // the end of a slice has the next arrive under the button (which then moves or hides:
    // free-corner.test.ts).
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return results.getByRole('article').count();
      })
      .toBe(50);
    await expect(page.getByRole('navigation', { name: 'Result pages' })).toBeVisible();
    await scrollToEnd(page);
    expect(await coveredControls(page, page.getByRole('main'))).toEqual([]);
  });

  test('wherever a scroll stops, it rests on no control: a news Preview button under its corner', async ({
    page,
  }) => {
    await page.goto('/');
    // The dashboard draws its widgets as they come near: draw them all first, so nothing moves later
    // (each is near for two frames, then the page is left until it has stopped changing).
    const atEnd = () =>
      page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
    while (!(await atEnd())) {
      await page.evaluate(() => window.scrollBy(0, 500));
      await framesDrawn(page);
    }
    await cornerSettled(page);
    const card = page.locator('section', {
      has: page.getByRole('heading', { name: 'News and press', exact: true }),
    });
    const preview = card.getByRole('button', { name: /^Preview: / }).first();
    await preview.scrollIntoViewIfNeeded();
    await expect(preview).toBeVisible();
    // Scroll so the Preview button sits where the floating button rests: bottom right, above the tabs.
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    const restingMiddle = footer.y - 16 - 24;
    const offCorner = async () => {
      const box = (await preview.boundingBox())!;
      return box.y + box.height / 2 - restingMiddle;
    };
    await expect
      .poll(async () => {
        await page.evaluate((by) => window.scrollBy(0, by), await offCorner());
        await cornerSettled(page); // the button takes a free corner, or waits
        return Math.abs(await offCorner()) < 4;
      })
      .toBe(true);
    expect(await coveredControls(page, page.locator('body'))).toEqual([]);
  });

  test("with 25 bills selected it leaves 'Generate Report on 25 Selected bills' uncovered", async ({
    page,
  }) => {
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
      await cornerSettled(page);
      const button = scrollToTop(page);
      if (await button.isVisible())
        expect(overlaps((await button.boundingBox())!, (await report.boundingBox())!)).toBe(false);
      expect(await coveredControls(page, toolbar)).toEqual([]);
    }
  });
});
