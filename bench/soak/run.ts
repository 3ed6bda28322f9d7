// A steady mixed load on the real server (issue 17): signed-out browsing (lists, bill pages, the
// server-rendered dashboard), searches with the public key, sign-ups and sign-ins, and signed-in writes
// (tracking a bill, moving a whipboard card, adding a meeting to the agenda), each at a fixed rate.
// Prints p50/p99 and errors (5xx counted apart) per kind, and the server's RSS every 30 s, then whether
// RSS grew (the last third of the run against the first). Prints numbers; no test asserts them.
//   npm run bench:soak -- [--seconds 300] [--rate 40] [--pg] [--skip-build]
// The server trusts one proxy hop (TRUST_PROXY=1) so that each simulated reader comes from an address of
// its own, as a crowd does; the per-address sign-up and sign-in limits then apply per reader.
import { parseArgs } from 'node:util';
import { TEST_POSTGRES_URL } from '../../server/testing/test-database.js';
import { residentMiB } from '../api/process-memory.js';
import { serveStatehouse } from '../api/serve-statehouse.js';
import { searchBodies } from '../api/targets.js';
import { createReader, type Reader } from './reader.js';
import { Tally } from './tally.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '300' },
    rate: { type: 'string', default: '40' },
    pg: { type: 'boolean', default: false },
    'pg-url': { type: 'string', default: TEST_POSTGRES_URL },
    'skip-build': { type: 'boolean', default: false },
  },
  strict: true,
});
const seconds = Number(values.seconds);
/** Requests per second over all kinds. */
const rate = Number(values.rate);
const RSS_EVERY_MS = 30_000;
/** More than this growth from the first third of the run to the last is reported as growth. */
const GROWTH_TOLERANCE = 0.1;
const READERS = 20;

const progress = (step: string) => process.stderr.write(`  ${step}…\n`);
progress('building and starting the app on demo data');
const app = await serveStatehouse({
  postgresUrl: values.pg ? values['pg-url'] : undefined,
  skipBuild: values['skip-build'],
  env: { TRUST_PROXY: '1' },
});
const tally = new Tally();
const rss: { at: number; mib: number }[] = [];
try {
  const config = (await (await fetch(`${app.baseUrl}/api/search/config`)).json()) as {
    appId: string;
    apiKey: string;
    page: { defaultSessions: { bills: string } };
  };
  const { data: bills } = (await (await fetch(`${app.baseUrl}/api/bills`)).json()) as {
    data: { id: number }[];
  };
  const searches = searchBodies(config.page.defaultSessions.bills);
  const readers: Reader[] = [];
  progress(`signing up ${READERS} readers`);
  for (let i = 0; i < READERS; i++)
    readers.push(await createReader(app.baseUrl, `10.17.${i >> 8}.${(i % 250) + 1}`, tally));

  /** Each kind with its share of the load. */
  const kinds: { share: number; run(n: number): Promise<void> }[] = [
    {
      share: 4,
      run: (n) =>
        tally.get('browse: list', `${app.baseUrl}/api/legislator?chamber=${n % 2 ? 'house' : 'senate'}`),
    },
    {
      share: 4,
      run: (n) => tally.get('browse: bill page', `${app.baseUrl}/api/bill/${bills[n % bills.length]!.id}`),
    },
    { share: 2, run: () => tally.get('browse: / rendered', `${app.baseUrl}/`, { accept: 'text/html' }) },
    {
      share: 4,
      run: async (n) => {
        await tally.send('search', `${app.baseUrl}/1/indexes/*/queries`, {
          method: 'POST',
          headers: { 'x-algolia-application-id': config.appId, 'x-algolia-api-key': config.apiKey },
          body: searches[n % searches.length]!,
        });
      },
    },
    { share: 1, run: (n) => readers[n % readers.length]!.signIn() },
    { share: 1, run: (n) => readers[n % readers.length]!.trackBill(bills[(n * 7) % bills.length]!.id) },
    { share: 1, run: (n) => readers[n % readers.length]!.moveWhipCard(n) },
    { share: 1, run: (n) => readers[n % readers.length]!.addToAgenda(n) },
  ];
  const schedule = kinds.flatMap((kind) => Array.from({ length: kind.share }, () => kind));

  progress(`running ${rate} requests/s for ${seconds} s`);
  const started = Date.now();
  const sample = () => {
    const mib = residentMiB(app.pid);
    rss.push({ at: (Date.now() - started) / 1000, mib });
    console.log(`  ${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s  RSS ${mib} MiB`);
  };
  sample();
  const sampler = setInterval(sample, RSS_EVERY_MS);
  const inFlight = new Set<Promise<void>>();
  for (let n = 0; Date.now() - started < seconds * 1000; n++) {
    const due = started + (n * 1000) / rate;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const request = schedule[n % schedule.length]!.run(n).finally(() => inFlight.delete(request));
    inFlight.add(request);
  }
  await Promise.all(inFlight);
  clearInterval(sampler);
  sample();
} finally {
  await app.stop();
}

console.log(
  `\nbench:soak — ${values.pg ? 'PostgreSQL' : 'SQLite'}, ${rate} requests/s for ${seconds} s, mixed`,
);
tally.print();
const third = Math.max(1, Math.floor(rss.length / 3));
const mean = (samples: typeof rss) => samples.reduce((sum, s) => sum + s.mib, 0) / samples.length;
const first = mean(rss.slice(0, third));
const last = mean(rss.slice(-third));
const grew = last > first * (1 + GROWTH_TOLERANCE);
console.log(
  `RSS: first third ${first.toFixed(0)} MiB, last third ${last.toFixed(0)} MiB: ` +
    (grew ? `GREW by ${(((last - first) / first) * 100).toFixed(0)} %` : 'no growth (within 10 %)'),
);
console.log(`5xx: ${tally.serverErrors()}${tally.serverErrors() === 0 ? ' (ok)' : ' (MISS)'}`);
