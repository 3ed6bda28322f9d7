// Time to first result on a phone signal (issue 18): the built app served by the real server, the bill
// search page in Debian's Chromium at a phone viewport, and Chromium's own network emulation (CDP
// Network.emulateNetworkConditions) adding 0, 300 ms, 1 s and 2 s of latency to every request. Each run
// opens the page on an unthrottled link (a fresh browser context: no response cached), then throttles it
// and types a query; the time is from the keystroke to the first highlighted hit of that query on screen,
// measured in the page. Every latency gets the same queries, so the ratio to the 0-latency baseline
// compares like with like. Not a test; run by hand and paste the table into the issue:
//   npm run bench:first-result -- [--no-build] [--runs 5] [--scale 0.25] [--path /app/bills/search]
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium, devices, type Browser } from '@playwright/test';
import { emulateLink } from '../../e2e/support/network.js';
import { chromiumArgs, chromiumPath } from '../../e2e/support/browsers.js';
import { serveBuiltApp } from '../web/serve-app.js';

const PORT = 8484;
const LATENCIES_MS = [0, 300, 1000, 2000];
/** Longer than the configured connect timeout and one retry: a search that fails shows as a failure. */
const RESULT_TIMEOUT_MS = 60_000;

/** Page → the search box's accessible name. */
const SEARCH_BOXES: Record<string, string> = {
  '/app/bills/search': 'Search bills',
  '/app/bills/search-ai': 'Search bill text',
  '/app/search': 'Search everything',
};

function parseOptions() {
  const { values } = parseArgs({
    options: {
      build: { type: 'boolean', default: true },
      runs: { type: 'string', default: '5' },
      scale: { type: 'string', default: '0.25' },
      path: { type: 'string', default: '/app/bills/search' },
    },
    allowNegative: true,
    strict: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs: expected a whole number (got ${values.runs})`);
  const searchBox = SEARCH_BOXES[values.path];
  if (!searchBox) throw new Error(`--path: one of ${Object.keys(SEARCH_BOXES).join(', ')}`);
  return { build: values.build, runs, scale: values.scale, path: values.path, searchBox };
}

/** Distinct words of the demo bills' names (what a bill hit shows), one query per run. */
async function queryWords(baseUrl: string, count: number): Promise<string[]> {
  const config = (await (await fetch(`${baseUrl}/api/search/config`)).json()) as {
    appId: string;
    apiKey: string;
    page: { defaultSessions: { bills: string } };
  };
  const response = await fetch(`${baseUrl}/1/indexes/bills/query`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': config.appId, 'x-algolia-api-key': config.apiKey },
    body: JSON.stringify({
      query: '',
      hitsPerPage: 200,
      facetFilters: [[`session_name:${config.page.defaultSessions.bills}`]],
      attributesToRetrieve: ['bill_name_sponsor'],
      attributesToHighlight: [],
    }),
  });
  const { hits } = (await response.json()) as { hits: { bill_name_sponsor: string }[] };
  const words = new Set<string>();
  for (const hit of hits)
    for (const word of hit.bill_name_sponsor.split(/[^A-Za-z]+/))
      if (word.length >= 6) words.add(word.toLowerCase());
  const chosen = [...words].slice(0, count);
  if (chosen.length < count) throw new Error(`Only ${chosen.length} query words in the demo bills.`);
  return chosen;
}

/** One search: ms from typing `query` to its first highlighted hit, on a link of `latencyMs`. */
async function timeToFirstResult(
  browser: Browser,
  options: { baseUrl: string; path: string; searchBox: string; latencyMs: number; query: string },
): Promise<number> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL: options.baseUrl,
    // The worker would answer repeated app files from its cache; the searches never go through it.
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.goto(options.path);
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    const box = page.getByRole('searchbox', { name: options.searchBox });
    await box.waitFor();
    // The page's own first search (empty query) is done before the clock starts.
    await page.waitForFunction(() => !document.querySelector('[role="status"] .mantine-Loader-root'));
    await emulateLink(page, { latencyMs: options.latencyMs });
    // Measured in the page: from the input event to the first <mark> (a hit of this query) in the main
    // column, seen by a MutationObserver, so Playwright's polling adds nothing.
    const elapsed = page.evaluate(
      (timeoutMs) =>
        new Promise<number>((resolve, reject) => {
          const input = document.querySelector<HTMLInputElement>('input[type="search"]');
          if (!input) return reject(new Error('no search box'));
          let start = 0;
          input.addEventListener('input', () => (start = performance.now()), { once: true });
          const observer = new MutationObserver(() => {
            if (start && document.querySelector('main mark')) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          setTimeout(() => reject(new Error(`no result within ${timeoutMs} ms`)), timeoutMs);
        }),
      RESULT_TIMEOUT_MS,
    );
    await box.fill(options.query);
    return await elapsed;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

async function main() {
  const options = parseOptions();
  if (options.build) execSync('npm run build', { stdio: 'inherit' });
  const app = await serveBuiltApp({ port: PORT, name: 'bench-first-result', scale: options.scale });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    const queries = await queryWords(app.baseUrl, options.runs);
    const rows: { latencyMs: number; times: number[] }[] = [];
    for (const latencyMs of LATENCIES_MS) {
      const times: number[] = [];
      for (const query of queries)
        times.push(await timeToFirstResult(browser, { ...options, baseUrl: app.baseUrl, latencyMs, query }));
      rows.push({ latencyMs, times });
      console.error(`  ${ms(latencyMs)} latency: ${times.map(ms).join(', ')}`);
    }
    const baseline = median(rows[0]!.times);
    console.log(
      `\nTime to first result, ${options.path}, ${options.runs} queries (${queries.join(', ')}), median`,
    );
    console.log('latency    median     min        max        × 0-latency');
    for (const { latencyMs, times } of rows) {
      const cells = [ms(latencyMs), ms(median(times)), ms(Math.min(...times)), ms(Math.max(...times))];
      console.log(
        `${cells.map((cell) => cell.padEnd(10)).join(' ')} ${(median(times) / baseline).toFixed(1)}×`,
      );
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
