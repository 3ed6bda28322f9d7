import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface PageScores {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits below full marks in accessibility and best practices, to say what to fix. */
  failing: string[];
  /**
   * Lighthouse's measure of this machine's speed at the time (higher is faster). Its simulated 4x CPU
   * slowdown assumes a fast desktop; on these shared VMs it moved between 1,100 and 2,000 within minutes,
   * and TBT with it, so a run is read beside it.
   */
  benchmarkIndex: number;
}

interface Lhr {
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; title: string }>;
}

const cli = join(dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'cli/index.js');

/** Debian's Chromium; chrome-launcher (inside Lighthouse) reads CHROME_PATH. */
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function runCli(url: string): Promise<Lhr> {
  const args = [
    cli,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices',
    // Lighthouse's defaults: mobile form factor and screen, simulated slow 4G and 4x CPU slowdown.
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromePath } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as Lhr);
      else reject(new Error(`Lighthouse failed on ${url} (exit ${code}): ${err.slice(-2000)}`));
    });
  });
}

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

function failingAudits(lhr: Lhr): string[] {
  return ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id} (${lhr.audits[ref.id]?.title ?? ''})`),
  );
}

/**
 * A run Lighthouse itself gives up on (a runtime error such as NO_NAVSTART, 'Something went wrong with
 * recording the trace', seen on a busy 2-core machine) measured nothing, so it is run again, at most this
 * many times more; a run that completes is always kept, whatever it scored.
 */
const RETRIES_AFTER_RUNTIME_ERROR = 2;

async function runCliRetrying(url: string): Promise<Lhr> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await runCli(url);
    } catch (error) {
      if (attempt >= RETRIES_AFTER_RUNTIME_ERROR) throw error;
      console.log(
        `       Lighthouse did not complete (${(error as Error).message.split('\n')[0]}): running it again`,
      );
    }
  }
}

/**
 * One Lighthouse run of `url`. With `reportFile`, the whole report (treemap, long tasks, LCP element) is
 * written there too, to find out why a run missed its budget.
 */
export async function measurePage(url: string, reportFile?: string): Promise<PageScores> {
  const lhr = await runCliRetrying(url);
  if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    url,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing: failingAudits(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
