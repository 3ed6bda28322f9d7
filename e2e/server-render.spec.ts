// Issue 8: a first visit to a public screen arrives rendered by the server, readable before any script
// has run, and the app then takes it over (hydration) without redrawing it or logging errors.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';

// The service worker stays (e2e/support/test.ts, withoutServiceWorker): these tests check that starting
// the app logs and throws nothing, and its registering the worker is part of the start.

/** Calls `reset` as the page asks for a new document (a load, not the app's own address changes). */
function onNewDocument(page: Page, reset: () => void): void {
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reset();
  });
}

/**
 * Loads `path` until the server's HTML holds `text`. A page whose data outlasts the server's time limit is
 * sent with loading states instead (the bill search's first searches after start, on a busy machine);
 * each load renders again, as the demo floor session keeps changing the data.
 */
async function serverRendered(page: Page, path: string, text: string): Promise<void> {
  await expect(async () => {
    const response = await page.goto(path);
    expect(await response?.text()).toContain(text);
  }).toPass();
}

/** Opens `path` on a phone with JavaScript off (only the server's HTML) and runs `check` on it. */
async function withoutJavaScript(browser: Browser, path: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await check(page);
  } finally {
    await context.close();
  }
}

test('Latest bills is readable with JavaScript off', async ({ browser }) => {
  await withoutJavaScript(browser, '/app/bills', async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Latest bills' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^[HS] \d+/ }).first()).toBeVisible();
    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
  });
});

test('the server-rendered list is hydrated in place: no errors, no refetch, and the chamber toggle works', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });

  // Marks what the server sent before any of the app's code runs; a redraw would drop the marks.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      document.querySelectorAll('#root a').forEach((link) => link.setAttribute('data-from-server', '')),
    ),
  );
  // An address of its own, so that the server renders the page now: one it kept from an earlier visit (a
  // render per data version, server/plugins/page-renderer.ts) is as old as that visit, and the client
  // fetches again what is older than a minute (STALE_TIME_MS). Without the demo floor session (issue 19)
  // the data version stays, so another test's visit minutes before was kept.
  const response = await page.goto(`/app/bills?visit=${Date.now()}`);
  expect(await response?.text()).toContain('id="server-state"');
  const bills = page.getByRole('link', { name: /^[HS] \d+/ });
  await expect(bills.first()).toHaveAttribute('data-from-server', '');
  expect(await page.locator('#root a:not([data-from-server])').count()).toBe(0);
  expect(apiCalls).toEqual([]); // the page's answers came with it

  await page.getByText('Senate', { exact: true }).click();
  await expect(page).toHaveURL(/chamber=senate/);
  await expect(page.getByRole('link', { name: /^S \d+/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^H \d+/ })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a button tapped before the app is interactive is pressed once it is', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    // The app's start-up code (its chunks) is held back, as a slow connection would: the page is the
    // server's alone.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const startRequested = new Promise<void>((requested) =>
      page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
        requested();
        await released;
        await route.continue();
      }),
    );
    await page.goto('/', { waitUntil: 'commit' });
    await startRequested;
    // The start-up code is preloaded by the page itself, so its request does not say that the page's
    // script has run; taps are held once it has (it marks html[data-holding-taps]). Tapped before, the
    // tap was lost (1 in 12 runs).
    await page.waitForFunction(() => document.documentElement.dataset.holdingTaps === 'true');
    const previousDay = page.getByRole('button', { name: /^Previous day with meetings, / });
    const day = (await previousDay.getAttribute('aria-label'))!.replace('Previous day with meetings, ', '');
    await previousDay.click();
    expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
    await expect(page.getByText(day, { exact: true })).toHaveCount(0);

    release();
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    await expect(page.getByText(day, { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a dark-mode reader gets the page dark from its first paint', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text()); // a CSP refusal would show here
    });
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as { schemeAtParse?: string | null }).schemeAtParse =
          document.documentElement.getAttribute('data-mantine-color-scheme');
      }),
    );
    await page.goto('/app/live-calendar');
    expect(await page.evaluate(() => (window as { schemeAtParse?: string | null }).schemeAtParse)).toBe(
      'dark',
    );
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

/**
 * Loads `path` and checks every link the server sent is still there once the app has hydrated. With
 * `sentWith`, loads it again until the server's HTML holds that text (see serverRendered).
 */
async function expectHydratedInPlace(page: Page, path: string, sentWith?: string): Promise<void> {
  const problems: string[] = [];
  onNewDocument(page, () => (problems.length = 0)); // what an earlier load logged has gone with it
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const links = document.querySelectorAll('#root a');
      links.forEach((link) => link.setAttribute('data-from-server', ''));
      (window as { serverLinks?: number }).serverLinks = links.length;
    }),
  );
  await serverRendered(page, path, sentWith ?? 'id="server-state"');
  // Every element the server sent is still there (the live calendar may add a newer action meanwhile).
  const sent = await page.evaluate(() => (window as { serverLinks?: number }).serverLinks);
  expect(sent).toBeGreaterThan(0);
  await expect(page.locator('#root a[data-from-server]')).toHaveCount(sent ?? 0);
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  expect(problems).toEqual([]);
}

for (const path of [
  '/',
  '/app/live-calendar',
  '/app/legislators',
  '/app/committees',
  '/app/votes',
  '/laws',
]) {
  test(`${path} is server-rendered and hydrated in place`, async ({ page }) => {
    await expectHydratedInPlace(page, path);
  });
}

/** The first bill of Latest bills that has a summary, found the way a reader finds it. */
async function billWithSummary(page: Page): Promise<{ path: string; summary: string }> {
  const { data } = (await (await page.request.get('/api/bills')).json()) as { data: { id: number }[] };
  for (const { id } of data) {
    const bill = (await (await page.request.get(`/api/bill/${id}`)).json()) as { summary: string | null };
    // Its first words, when they hold no entity (the page shows them decoded).
    const words =
      bill.summary
        ?.replace(/<[^>]*>/g, ' ')
        .trim()
        .split(/\s+/)
        .slice(0, 6) ?? [];
    const summary = words.join(' ');
    if (summary && !summary.includes('&')) return { path: `/app/bill/${id}`, summary };
  }
  throw new Error('No bill of Latest bills has a summary.');
}

test("a bill's page arrives with its summary and is hydrated in place (issue 20)", async ({
  browser,
  page,
}) => {
  const { path, summary } = await billWithSummary(page);
  // Readable before any script: the summary (the page's largest text) is in the server's HTML.
  await withoutJavaScript(browser, path, async (plain) => {
    await expect(plain.getByText(summary).first()).toBeVisible();
  });
  await expectHydratedInPlace(page, path);
  await expect(page.getByText(summary).first()).toBeVisible();
  // The app's start-up code is asked for only once that first screen is painted: it never competes with
  // the page for a weak link (src/app/start-up-modules.ts).
  const requested = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const modules = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => link.href,
    );
    const starts = performance
      .getEntriesByType('resource')
      .filter((entry) => modules.includes(entry.name))
      .map((entry) => entry.startTime);
    return { paint, modules: modules.length, asked: starts.length, first: Math.min(...starts) };
  });
  expect(requested.modules).toBeGreaterThan(3);
  expect(requested.asked).toBe(requested.modules);
  expect(requested.first).toBeGreaterThan(requested.paint);
});

/** The bill search's address for the first page of a word in many bills' titles, in one chamber. */
const BILL_SEARCH = '/app/bills/search?q=act&chamber=house';

/** What the server's HTML holds when the bill search was rendered with its results. */
const SEARCH_RESULTS_SENT = '"initialResults"';

test('the bill search arrives with its first results and counts, with JavaScript off (issue 20)', async ({
  browser,
}) => {
  await withoutJavaScript(browser, BILL_SEARCH, async (page) => {
    await serverRendered(page, BILL_SEARCH, SEARCH_RESULTS_SENT);
    await expect(page.getByRole('searchbox', { name: 'Search bills' })).toHaveValue('act');
    await expect(page.getByRole('link', { name: /^H \d+/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^S \d+/ })).toHaveCount(0); // the chamber refinement
    // A phone's first screen of hits, no more: the browser hydrates them in one commit (tab-results.tsx).
    await expect(page.getByRole('list', { name: 'Bills results' }).getByRole('article')).toHaveCount(4);
    await expect(page.getByText(/^[\d,]+ results?$/)).toBeVisible();
    // Each tab's count, as the browser's search would have shown it.
    await expect(page.locator('[data-count-for="bills"]')).toHaveText(/^[1-9][\d,]*$/);
    await expect(page.locator('[data-count-for="legislators"]')).toHaveText(/^[\d,]+$/);
  });
});

test("the bill search is hydrated from the server's results without searching again (issue 20)", async ({
  page,
}) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/1/')) searches.push(request.postData() ?? '');
  });
  // A load the server sent without results (see serverRendered) searched itself.
  onNewDocument(page, () => (searches.length = 0));
  await expectHydratedInPlace(page, BILL_SEARCH, SEARCH_RESULTS_SENT);
  // Settled: InstantSearch has rendered every tab's index from the server's answer.
  await expect(page.locator('[data-count-for="bills"]')).toHaveText(/^[1-9][\d,]*$/);
  // A search would start within InstantSearch's next tick: nothing is sent for 500 ms after hydration.
  await page.waitForLoadState('networkidle');
  expect(searches).toEqual([]);
  // Loading the page drew no more than the four the server sent, a phone's first screen (issue 20: the
  // rest drawn in the background was most of the page's main-thread work as it came alive).
  const hits = page.getByRole('list', { name: 'Bills results' }).getByRole('article');
  await expect(hits).toHaveCount(4);
  // The rest are drawn from the same answer as the reader scrolls towards them.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollBy(0, 600));
      return hits.count();
    })
    .toBeGreaterThan(4);
  expect(searches).toEqual([]);

  // The next search is the browser's own.
  await page.getByRole('searchbox', { name: 'Search bills' }).fill('act relative');
  await expect.poll(() => searches.length).toBeGreaterThan(0);
  expect(searches.join('\n')).toContain('act relative');
});

test("hydrating the bill search draws none of its controls again: they keep the server's ids (issue 20)", async ({
  page,
}) => {
  // What the server sent, before any of the app's code runs.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const ids = [...document.querySelectorAll('#root [id^="mantine-"]')].map((element) => element.id);
      document.documentElement.dataset.serverIds = ids.join(' ');
    }),
  );
  await serverRendered(page, BILL_SEARCH, SEARCH_RESULTS_SENT);
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  await page.waitForLoadState('networkidle');
  const sent = (await page.locator('html').getAttribute('data-server-ids'))?.split(' ') ?? [];
  // The hits' select boxes, the search box, the tabs: each a Mantine control with an id.
  expect(sent.length).toBeGreaterThan(10);
  // Mantine's own ids are replaced by random ones after hydration, drawing each control again, in the
  // same task: a long task on a phone (src/lib/mantine-use-id.ts).
  const kept = await page.evaluate(
    (ids) => ids.filter((id) => document.getElementById(id) !== null).length,
    sent,
  );
  expect(kept).toBe(sent.length);
  // Once the panels have told the tabs they are there (a render of the tabs after hydrating, in a
  // transition: scripts/vite/mantine-tabs-registration-transition.ts), every tab names its panel.
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-controls', /.+/);
  for (const tab of await tabs.all()) {
    const panel = await tab.getAttribute('aria-controls');
    expect(panel, await tab.innerText()).not.toBeNull();
    await expect(page.locator(`[id="${panel}"][role="tabpanel"]`)).toHaveCount(1);
  }
});

/** Starts the home screen, then the bill search, each until interactive, running `check` on each. */
async function startEachScreen(page: Page, check?: () => Promise<void>): Promise<void> {
  for (const [path, text] of [
    ['/', 'id="server-state"'],
    [BILL_SEARCH, SEARCH_RESULTS_SENT],
  ] as const) {
    await serverRendered(page, path, text);
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    await page.waitForLoadState('networkidle');
    await check?.();
  }
}

test('starting the app loads no locale data: dates and counts are formatted without Intl (issue 20)', async ({
  page,
}) => {
  // A page's first Intl formatter, collator or locale-aware toString loads the browser's locale data:
  // a long task on a phone, on every screen that shows a date (src/utils/format-date.ts).
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.defineProperty(window, '__localeCalls', { value: calls });
    const count = (name: string) => calls.push(name);
    for (const name of [
      'DateTimeFormat',
      'NumberFormat',
      'Collator',
      'PluralRules',
      'RelativeTimeFormat',
    ] as const) {
      const original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as Record<string, unknown>)[name] = new Proxy(original, {
        construct: (target, args) => (count(`Intl.${name}`), Reflect.construct(target, args)),
        apply: (target, self, args) => (count(`Intl.${name}`), Reflect.apply(target, self, args)),
      });
    }
    const methods = [
      [String.prototype, 'localeCompare'],
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
    ] as const;
    for (const [prototype, name] of methods) {
      const original = (prototype as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
      Object.defineProperty(prototype, name, {
        value: function (this: unknown, ...args: unknown[]) {
          count(name);
          return original.apply(this, args);
        },
      });
    }
  });
  await startEachScreen(page, async () => {
    // The screen shows dates or counts, so the check is not passing on an empty page.
    await expect(page.locator('main')).toContainText(
      /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}|\d,\d{3}/,
    );
    expect(
      await page.evaluate(() => (window as unknown as { __localeCalls: string[] }).__localeCalls),
    ).toEqual([]);
  });
});

test('React DOM loads without recording stacks for its sentinel errors, and later errors keep theirs (issue 20)', async ({
  page,
}) => {
  // Each stack recorded while React DOM initialises makes V8 parse its whole module again, a long task on
  // every page's start-up (scripts/vite/react-dom-without-load-stacks.ts). Errors are counted as React makes
  // them, with whether a stack could be recorded then.
  await page.addInitScript(() => {
    const made: { message: string; stackLimit: string }[] = [];
    Object.defineProperty(window, '__errorsMade', { value: made });
    const OriginalError = Error;
    const note = (args: unknown[]) =>
      made.push({ message: String(args[0]), stackLimit: typeof OriginalError.stackTraceLimit });
    window.Error = new Proxy(OriginalError, {
      apply: (target, self, args) => (note(args), Reflect.apply(target, self, args)),
      construct: (target, args, newTarget) => (note(args), Reflect.construct(target, args, newTarget)),
    });
  });
  await serverRendered(page, '/', 'id="server-state"');
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  const { sentinels, stackAfter } = await page.evaluate(() => ({
    sentinels: (
      window as unknown as { __errorsMade: { message: string; stackLimit: string }[] }
    ).__errorsMade.filter((error) => error.message.includes('react.dev/errors/')),
    stackAfter: new Error('after start-up').stack ?? '',
  }));
  // React DOM makes its sentinels (suspense, hydration mismatch …) as it loads.
  expect(sentinels.length).toBeGreaterThanOrEqual(4);
  expect(sentinels.map((error) => error.stackLimit)).toEqual(sentinels.map(() => 'undefined'));
  // And the limit is back: an error made by the app has its stack.
  expect(stackAfter).toMatch(/\n\s+at /);
});

test('starting the app throws no errors, not even caught ones (issue 20)', async ({ page }) => {
  // Every throw makes V8 place it in the function that threw, parsing that function again: in a chunk's
  // top-level code, hundreds of kilobytes, a long task (the `qs` that instantsearch.js loads probed the
  // engine so: scripts/vite/without-history-router-qs.ts).
  const cdp = await page.context().newCDPSession(page);
  const thrown: string[] = [];
  cdp.on('Debugger.paused', (event) => {
    const frame = event.callFrames[0];
    thrown.push(
      `${String(event.data?.description).split('\n')[0]} at ${frame?.url}:${frame?.location.lineNumber}`,
    );
    void cdp.send('Debugger.resume');
  });
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setPauseOnExceptions', { state: 'all' });
  await startEachScreen(page);
  expect(thrown).toEqual([]);
});
