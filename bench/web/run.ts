// Web budgets (issue 8): builds the client, serves it on its own port and database, runs Lighthouse
// (mobile emulation, default simulated throttling) against three pages in Debian's Chromium and prints
// the scores next to the budgets. Not a test; run by hand and paste the table into the issue:
//   npm run bench:web -- [--no-build] [--scale 1]
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { measureInitialJs } from './initial-js.js';
import { measurePage, type PageScores } from './lighthouse.js';
import { serveBuiltApp } from './serve-app.js';

const PORT = 8383;
const PAGES = ['/', '/app/bills', '/app/live-calendar'];

/** Issue 8 budgets. */
const BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
  initialJsGzipKb: 200,
};

const mark = (ok: boolean) => (ok ? 'ok ' : 'MISS');

function pageRows(scores: PageScores): [string, boolean][] {
  return [
    [
      `performance ${scores.performance} (≥ ${BUDGETS.performance})`,
      scores.performance >= BUDGETS.performance,
    ],
    [
      `accessibility ${scores.accessibility} (${BUDGETS.accessibility})`,
      scores.accessibility >= BUDGETS.accessibility,
    ],
    [
      `best practices ${scores.bestPractices} (${BUDGETS.bestPractices})`,
      scores.bestPractices >= BUDGETS.bestPractices,
    ],
    [
      `LCP ${(scores.lcpMs / 1000).toFixed(2)} s (≤ ${BUDGETS.lcpMs / 1000} s)`,
      scores.lcpMs <= BUDGETS.lcpMs,
    ],
    [`TBT ${Math.round(scores.tbtMs)} ms (≤ ${BUDGETS.tbtMs} ms)`, scores.tbtMs <= BUDGETS.tbtMs],
    [`CLS ${scores.cls.toFixed(3)} (≤ ${BUDGETS.cls})`, scores.cls <= BUDGETS.cls],
  ];
}

async function main() {
  const { values } = parseArgs({
    options: { 'no-build': { type: 'boolean', default: false }, scale: { type: 'string', default: '1' } },
  });
  if (!values['no-build']) execSync('npx vite build', { stdio: ['ignore', 'ignore', 'inherit'] });

  let missed = 0;
  const initialJs = measureInitialJs();
  const jsKb = initialJs.gzipBytes / 1024;
  const jsOk = jsKb <= BUDGETS.initialJsGzipKb;
  missed += jsOk ? 0 : 1;
  console.log(
    `${mark(jsOk)} initial JS ${jsKb.toFixed(1)} KB gzipped (≤ ${BUDGETS.initialJsGzipKb} KB): ${initialJs.files.join(', ')}`,
  );

  const app = await serveBuiltApp({ port: PORT, name: 'bench-web', scale: values.scale });
  try {
    for (const path of PAGES) {
      const scores = await measurePage(app.baseUrl + path);
      console.log(`\n${path}`);
      for (const [text, ok] of pageRows(scores)) {
        missed += ok ? 0 : 1;
        console.log(`  ${mark(ok)} ${text}`);
      }
      for (const audit of scores.failing) console.log(`       ${audit}`);
    }
  } finally {
    await app.stop();
  }
  console.log(missed === 0 ? '\nEvery budget met.' : `\n${missed} budget(s) missed.`);
  process.exitCode = missed === 0 ? 0 : 1;
}

await main();
