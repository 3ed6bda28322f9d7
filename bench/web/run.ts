// Web budgets (issue 8): builds the client and the server-rendering bundle, serves them on their own
// port and database, runs Lighthouse (mobile emulation, default simulated throttling) against three pages
// in Debian's Chromium and prints the scores next to the budgets. One Lighthouse run varies by tens of
// milliseconds of TBT on a 2-core machine, so each page is measured --runs times (Lighthouse's own advice,
// and Lighthouse CI's default of 3): the budgets are checked on the median of each metric, and every
// run's numbers are printed too. Not a test; run by hand and paste the table into the issue:
//   npm run bench:web -- [--no-build] [--scale 1] [--runs 3]
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each metric's median over the runs; failing audits of any run. */
function medianScores(runs: PageScores[]): PageScores {
  const of = (metric: (scores: PageScores) => number) => median(runs.map(metric));
  return {
    url: runs[0]!.url,
    performance: of((s) => s.performance),
    accessibility: of((s) => s.accessibility),
    bestPractices: of((s) => s.bestPractices),
    lcpMs: of((s) => s.lcpMs),
    tbtMs: of((s) => s.tbtMs),
    cls: of((s) => s.cls),
    failing: [...new Set(runs.flatMap((s) => s.failing))],
  };
}

const runSummary = (s: PageScores) =>
  `performance ${s.performance}, LCP ${(s.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(s.tbtMs)} ms, CLS ${s.cls.toFixed(3)}`;

async function main() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      scale: { type: 'string', default: '1' },
      runs: { type: 'string', default: '3' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive integer, got '${values.runs}'`);
  if (!values['no-build']) execSync('npm run build', { stdio: ['ignore', 'ignore', 'inherit'] });

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
      const measured: PageScores[] = [];
      for (let run = 0; run < runs; run++) measured.push(await measurePage(app.baseUrl + path));
      const scores = medianScores(measured);
      console.log(`\n${path}${runs > 1 ? ` (median of ${runs} runs)` : ''}`);
      for (const [text, ok] of pageRows(scores)) {
        missed += ok ? 0 : 1;
        console.log(`  ${mark(ok)} ${text}`);
      }
      for (const audit of scores.failing) console.log(`       ${audit}`);
      if (runs > 1) for (const run of measured) console.log(`       run: ${runSummary(run)}`);
    }
  } finally {
    await app.stop();
  }
  console.log(missed === 0 ? '\nEvery budget met.' : `\n${missed} budget(s) missed.`);
  process.exitCode = missed === 0 ? 0 : 1;
}

await main();
