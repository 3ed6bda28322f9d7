import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test, withoutServiceWorker } from './support/test';
import { generateReport, selectFirstBills } from './support/bill-selection';
import { searchAccess, searchIndexReady, type SearchAccess } from './support/search-index-ready';
import { signInAsDemo } from './support/sign-in';

// Not about the service worker: no worker (e2e/support/test.ts, withoutServiceWorker).
test.use(withoutServiceWorker);

// The AI-assisted bill search on a phone (issue 9 Tests): the real server, its `bill_matches` index over the
// demo bills' text, the streamed overview from the default provider, and Chromium at 390×844.

interface TextRecord {
  bill_id: number;
  text: string;
}

/**
 * A phrase from the demo data: a sentence of 5 to 12 words found in the text of at least two bills of the
 * default session, so the search surely finds two bills to select.
 */
async function sharedPhrase(request: APIRequestContext, access: SearchAccess): Promise<string> {
  const res = await request.post(
    `/1/indexes/bill_text/query?x-algolia-application-id=${access.appId}&x-algolia-api-key=${access.apiKey}`,
    {
      data: {
        query: '',
        hitsPerPage: 500,
        facetFilters: [[`session_name:${access.page.defaultSessions.bills}`]],
        attributesToRetrieve: ['bill_id', 'text'],
        attributesToHighlight: [],
      },
    },
  );
  expect(res.ok()).toBe(true);
  const { hits } = (await res.json()) as { hits: TextRecord[] };
  const billsOf = new Map<string, Set<number>>();
  for (const hit of hits)
    for (const sentence of hit.text.split(/(?<=\.)\s+/)) {
      const words = sentence.replace(/\.$/, '').split(/\s+/);
      if (words.length < 5 || words.length > 12 || /[^A-Za-z0-9 ,]/.test(words.join(' '))) continue;
      const phrase = words.join(' ');
      billsOf.set(phrase, (billsOf.get(phrase) ?? new Set()).add(hit.bill_id));
    }
  const shared = [...billsOf].filter(([, bills]) => bills.size >= 2).map(([phrase]) => phrase);
  expect(shared.length, 'a sentence shared by two bills').toBeGreaterThan(0);
  return shared.sort((a, b) => b.length - a.length)[0]!;
}

/**
 * Taps a control after bringing it to the middle of the screen: left to itself, Playwright scrolls it
 * just far enough, which on a phone can leave it under the fixed header and the sticky search box.
 */
async function tap(control: Locator) {
  await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await control.click();
}

const hits = (page: Page) => page.getByRole('list', { name: 'Bill text results' }).getByRole('article');

test.describe('bill text search on a phone', () => {
  test('matches, the overview, a report on two bills and a passage link', async ({ page }) => {
    await searchIndexReady(page.request);
    const access = await searchAccess(page.request);
    const phrase = await sharedPhrase(page.request, access);
    const session = access.page.defaultSessions.bills;
    const address = `/app/bills/search-ai?${new URLSearchParams({ query: phrase, session })}`;
    await signInAsDemo(page, address);

    await expect(page.getByRole('heading', { level: 1, name: 'Search inside bill text' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search bill text' })).toHaveValue(phrase);
    const first = hits(page).first();
    await expect(first.getByText('Matches found in:')).toBeVisible();
    await expect(hits(page).nth(1)).toBeVisible();
    // The bill link opens in a new tab on this host.
    await expect(first.getByRole('link').first()).toHaveAttribute(
      'href',
      new RegExp(`^${new URL(page.url()).origin}/app/bill/\\d+$`),
    );
    await expect(first.getByRole('button', { name: /^(Tracking|Track Bill) / })).toBeVisible();

    // The overview streams (loading, then Markdown with links into the app) and collapses.
    const overview = page.getByRole('region', { name: 'Results Overview & Suggestions' });
    const collapse = overview.getByRole('button', { name: 'Collapse' });
    await expect(collapse).toBeVisible({ timeout: 20_000 });
    await expect(overview.getByRole('status')).toHaveCount(0, { timeout: 20_000 });
    await expect(overview.locator('a[href^="/app/bill/"]').first()).toBeVisible();
    // About these results: it names the best match.
    const firstBill = (await first.getByRole('checkbox').getAttribute('aria-label'))!.replace(/^Select /, '');
    await expect(overview).toContainText(firstBill);
    await collapse.click();
    await expect(overview.getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false');
    await expect(overview.locator('a[href^="/app/bill/"]').first()).toBeHidden();

    // Two bills selected make a report, opened in a new tab.
    const billNumbers = await selectFirstBills(page, hits(page), 2);
    const toolbar = page.getByRole('region', { name: 'Selected bills' });
    await expect(toolbar.getByRole('button', { name: 'Track 2 Selected bills' })).toBeVisible();
    // Nothing is wider than the phone, the selection's long button labels included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await (await generateReport(page, billNumbers)).close();

    // Matches: the passages, each linking to its section, where the passage is marked and in view.
    await tap(first.getByRole('button', { name: /^Show more about / }));
    await expect(first.getByRole('tab', { name: 'Matches' })).toHaveAttribute('aria-selected', 'true');
    const passage = first.getByRole('tabpanel').getByRole('listitem').first();
    await expect(passage.locator('mark').first()).toBeVisible();
    const passageStart = (await passage.locator('p').textContent())!.slice(0, 40);
    await tap(passage.getByRole('link'));
    await expect(page).toHaveURL(/\/app\/text\/\d+#search-for=/);
    const marked = page.locator('main mark');
    await expect(marked).toHaveCount(1);
    await expect(marked).toBeInViewport();
    await expect(marked).toContainText(passageStart.replace(/…$/, '').trim());
  });
});
