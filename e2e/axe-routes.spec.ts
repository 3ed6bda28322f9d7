import { type Page } from '@playwright/test';
import { seriousAxeFindings } from './support/axe';
import { generateReport, selectFirstBills } from './support/bill-selection';
import { searchAccess, searchIndexReady } from './support/search-index-ready';
import { signInAsDemo } from './support/sign-in';
import { expect, test, withoutServiceWorker } from './support/test';

// Issue 20: axe finds no serious or critical WCAG 2.0/2.1 A–AA violation on any route of spec §2 (the
// routes screens link to, and the screens src/app/router.tsx serves), on a phone (390×844), signed out
// and signed in. Each route is checked once its content has arrived, with every deferred dashboard
// widget rendered; the findings are printed as 'route: rule (impact) target'.

/** Where a route's first link to a detail page is found: the list page and the link's path prefix. */
interface Detail {
  from: string;
  prefix: string;
}

const DETAILS = {
  legislator: { from: '/app/legislators', prefix: '/app/legislators/' },
  committee: { from: '/app/committees', prefix: '/app/committees/' },
  meeting: { from: '/app/testimony', prefix: '/app/meetings/' },
  vote: { from: '/app/votes', prefix: '/app/votes/' },
  press: { from: '/app/news/press', prefix: '/app/press/' },
  law: { from: '/laws', prefix: '/laws/' },
} satisfies Record<string, Detail>;

/** The detail pages' paths: most read from the links the app shows, the rest from its API. */
type Paths = Record<
  keyof typeof DETAILS | 'bill' | 'text' | 'amendment' | 'searchAi' | 'newsCategory' | 'categoryArticles',
  string
>;

/** The first link under `main` whose path starts with `prefix`, on the page at `from`. */
async function firstLink(page: Page, { from, prefix }: Detail): Promise<string> {
  await page.goto(from);
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await expect(link, `a link to ${prefix}… on ${from}`).toBeAttached({ timeout: 20_000 });
  return (await link.getAttribute('href'))!;
}

/** A bill with amendments (only a few have them: found in the amendments index) and its first amendment. */
async function billWithAmendment(page: Page) {
  const { appId, apiKey } = await searchAccess(page.request);
  const response = await page.request.post(
    `/1/indexes/bill_amendments/query?x-algolia-application-id=${appId}&x-algolia-api-key=${apiKey}`,
    { data: { query: '', hitsPerPage: 1 } },
  );
  const [hit] = ((await response.json()) as { hits: { bill_id: number; url: string }[] }).hits;
  expect(hit, 'an amendment in the demo data').toBeDefined();
  return { bill: `/app/bill/${hit!.bill_id}`, amendment: hit!.url };
}

/** A section of bill text, linked from the first bill page (of the latest ones) that has text. */
async function billTextSection(page: Page): Promise<string> {
  await page.goto('/app/bills');
  const links = page.locator('main a[href^="/app/bill/"]');
  await expect(links.first()).toBeAttached({ timeout: 20_000 });
  const bills = [...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))];
  for (const bill of bills) {
    await page.goto(bill);
    const section = page.locator('main a[href^="/app/text/"]').first();
    const noText = page.getByText('No text published yet.');
    await expect(section.or(noText).first()).toBeAttached();
    if (await section.count()) return (await section.getAttribute('href'))!;
  }
  throw new Error(`None of the ${bills.length} latest bills has its text published.`);
}

async function detailPaths(page: Page): Promise<Paths> {
  const bill = { ...(await billWithAmendment(page)), text: await billTextSection(page) };
  // The AI-assisted search is reached with a query and a session (spec §2).
  const session = (await searchAccess(page.request)).page.defaultSessions.bills;
  const searchAi = `/app/bills/search-ai?${new URLSearchParams({ query: 'school', session })}`;
  const [category] = (await (await page.request.get('/api/news/categories')).json()) as { id: number }[];
  const newsCategory = `/app/news/category/${category!.id}/list`;
  const categoryArticles = `/app/news/articles/${category!.id}`;
  const details: Partial<Record<keyof typeof DETAILS, string>> = {};
  for (const [name, detail] of Object.entries(DETAILS))
    details[name as keyof typeof DETAILS] = await firstLink(page, detail);
  return {
    ...bill,
    searchAi,
    newsCategory,
    categoryArticles,
    ...(details as Record<keyof typeof DETAILS, string>),
  };
}

/** Every route of spec §2 and src/app/router.tsx, the detail ones as `paths` found them. */
function routes(paths: Paths, own: { report: string; whipboard: string }): string[] {
  return [
    '/',
    '/app/bills',
    paths.bill,
    paths.text,
    paths.amendment,
    '/app/bills/search',
    paths.searchAi,
    '/app/search?q=school',
    '/app/legislators',
    paths.legislator,
    '/app/committees',
    paths.committee,
    '/app/news/articles',
    paths.newsCategory,
    paths.categoryArticles,
    '/app/news/press',
    paths.press,
    '/app/live-calendar',
    '/app/journal',
    '/app/testimony',
    '/app/floorDebate',
    paths.meeting,
    '/app/votes',
    paths.vote,
    '/laws',
    paths.law,
    '/app/me',
    // Issue 22: the inbox and Me → Notifications.
    '/app/inbox',
    '/app/me/notifications',
    '/app/my-bills',
    own.report,
    '/app/agenda',
    '/app/whipboards',
    own.whipboard,
    `${own.whipboard}/print`,
    `/whipboard/reset/${/\d+$/.exec(own.whipboard)![0]}`,
    '/app/sign-in',
    '/app/sign-up',
    '/app/no-such-page',
  ];
}

/** Loading placeholders: skeleton rows, busy regions and cards still waiting to render. */
const LOADING = 'main [aria-busy="true"], main .mantine-Skeleton-root, main .mantine-Loader-root';

/** Scrolls down a screen at a time to the end: the dashboard's deferred widgets render as they come near. */
const scrollThrough = (page: Page) =>
  page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

/**
 * Waits for the screen's content: something in `main` and nothing loading any more. The dashboard is
 * scrolled through first; other screens are not, as a long list would load page after page.
 */
async function settle(page: Page, path: string) {
  await expect(page.locator('main'), `content on ${path}`).not.toBeEmpty();
  await expect
    .poll(
      async () => {
        // Signed in, the sign-in and sign-up pages lead to the dashboard.
        if (new URL(page.url()).pathname === '/') await scrollThrough(page);
        return page.locator(LOADING).count();
      },
      { timeout: 30_000, message: `still loading: ${path}` },
    )
    .toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  // Transitions (a card fading in, a tab indicator sliding) end before colours are measured: waited for
  // as such, not as a fixed pause that a busy machine can outlast. Endless ones (a live dot's pulse) never
  // end and are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

async function findingsOn(page: Page, routesToCheck: string[]): Promise<string[]> {
  const lines: string[] = [];
  for (const path of routesToCheck) {
    await page.goto(path);
    await settle(page, path);
    for (const finding of await seriousAxeFindings(page))
      for (const target of finding.targets)
        lines.push(`${path}: ${finding.rule} (${finding.impact}) ${target}`);
  }
  console.log(
    lines.length ? lines.join('\n') : `no serious or critical findings on ${routesToCheck.length} routes`,
  );
  return lines;
}

/** A report and a whipboard of the demo user's own, made the way a reader makes them. */
async function ownReportAndWhipboard(page: Page) {
  await page.goto('/app/bills/search');
  const report = await generateReport(
    page,
    await selectFirstBills(page, page.getByRole('list', { name: 'Bills results' }), 2),
  );
  const reportPath = new URL(report.url()).pathname;
  await report.close();
  await page.goto('/app/whipboards');
  await page.getByRole('textbox', { name: 'Question' }).fill('Axe check: who is with us?');
  await page.getByRole('button', { name: 'Create whipboard' }).click();
  await expect(page).toHaveURL(/\/app\/whipboards\/\d+$/);
  return { report: reportPath, whipboard: new URL(page.url()).pathname };
}

test.describe('axe on every route (spec §2) on a phone', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(900_000);
    await searchIndexReady(page.request);
  });

  test.describe('a first visit', () => {
    // Every route as a first-time visitor gets it, without a service worker (e2e/support/test.ts,
    // withoutServiceWorker): the server-rendered page, hydrated. The signed-in walk keeps the worker: a
    // returning reader's, answering navigations from the app shell.
    test.use(withoutServiceWorker);

    test('signed out: no serious or critical violations', async ({ page }) => {
      const paths = await detailPaths(page);
      const findings = await findingsOn(
        page,
        routes(paths, { report: '/app/report/1', whipboard: '/app/whipboards/1' }),
      );
      expect(findings).toEqual([]);
    });
  });

  test('signed in: no serious or critical violations', async ({ page }) => {
    await signInAsDemo(page, '/');
    const own = await ownReportAndWhipboard(page);
    const findings = await findingsOn(page, routes(await detailPaths(page), own));
    expect(findings).toEqual([]);
  });
});
