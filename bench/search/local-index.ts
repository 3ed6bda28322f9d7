// Which in-browser search library for "Searching saved items only" (issue 18): the device holds a few
// hundred records (bills opened or kept offline, legislators, committees, agenda items), the index is
// built when the network is gone, on a phone, and the library is downloaded then too. So what matters is
// the library's size on the wire, the time to build a device-sized index, the time per keystroke and
// whether a misspelt word still finds its record. Not a test; run by hand:
//   node --import tsx bench/search/local-index.ts [--scale 0.3] [--bills 400]
import { Document } from 'flexsearch';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import MiniSearch from 'minisearch';
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { migrateToLatest, openDatabase } from '../../server/db/database.js';
import { seedDemoData } from '../../server/db/seed/index.js';
import { buildRecords } from '../../server/search/indexer/build-records.js';

// A type alias, not an interface: MiniSearch and FlexSearch want documents indexable by string.
type LocalDoc = {
  id: string;
  kind: 'bill' | 'legislator' | 'committee';
  title: string;
  sponsor: string;
  description: string;
  chamber: string;
};

/** How each library is used by the app-sized entry whose bundle is measured. */
const ENTRIES: Record<string, string> = {
  minisearch: `import MiniSearch from 'minisearch';
    export function run(docs, q) { const m = new MiniSearch({ fields: ['title', 'description'], storeFields: ['title'] });
      m.addAll(docs); return m.search(q, { fuzzy: (t) => t.length > 3, prefix: true, combineWith: 'AND', boost: { title: 2 } }); }`,
  orama: `import { create, insertMultiple, search } from '@orama/orama';
    export async function run(docs, q) { const db = create({ schema: { title: 'string', description: 'string', chamber: 'enum' } });
      await insertMultiple(db, docs); return search(db, { term: q, tolerance: 1, facets: { chamber: {} } }); }`,
  flexsearch: `import { Document } from 'flexsearch';
    export function run(docs, q) { const d = new Document({ document: { id: 'id', index: ['title', 'description'] } });
      for (const doc of docs) d.add(doc); return d.search(q, { enrich: true }); }`,
};

async function bundledGzipBytes(entry: string): Promise<{ min: number; gzip: number }> {
  const result = await build({
    stdin: { contents: entry, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const text = (value: unknown): string =>
  Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : '';

async function deviceCorpus(scale: number, bills: number): Promise<LocalDoc[]> {
  const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { scale });
    const content = await buildRecords(db, new Set(['bills', 'legislators', 'committees']));
    const records = (name: string) => content.get(name as never)?.records ?? [];
    return [
      ...records('bills')
        .slice(0, bills)
        .map((r) => ({
          id: `bill-${r.objectID}`,
          kind: 'bill' as const,
          title: `${text(r.bill_type_number)} ${text(r.title)}`,
          sponsor: text(r.sponsor),
          description: text(r.description),
          chamber: text(r.chamber),
        })),
      ...records('legislators').map((r) => ({
        id: `legislator-${r.objectID}`,
        kind: 'legislator' as const,
        title: text(r.full_name),
        sponsor: '',
        description: [text(r.party), text(r.district)].join(' '),
        chamber: text(r.chamber),
      })),
      ...records('committees').map((r) => ({
        id: `committee-${r.objectID}`,
        kind: 'committee' as const,
        title: text(r.committee_name),
        sponsor: '',
        description: '',
        chamber: text(r.chamber),
      })),
    ];
  } finally {
    await db.destroy();
  }
}

/** One edit in the middle of a long title word (a dropped, doubled or swapped letter), deterministic. */
function misspell(word: string, n: number): string {
  const at = 2 + (n % (word.length - 4));
  switch (n % 3) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
}

function typoQueries(docs: LocalDoc[]): { query: string; id: string }[] {
  const out: { query: string; id: string }[] = [];
  docs.forEach((doc, n) => {
    if (out.length >= 100 || n % 3 !== 0) return;
    const word = doc.title.split(/\W+/).find((w) => w.length >= 7 && /^[a-z]+$/i.test(w));
    if (word) out.push({ query: misspell(word.toLowerCase(), n), id: doc.id });
  });
  return out;
}

interface Engine {
  name: string;
  build(docs: LocalDoc[]): Promise<(query: string) => Promise<string[]> | string[]>;
}

const engines: Engine[] = [
  {
    name: 'minisearch 7.2',
    async build(docs) {
      const index = new MiniSearch<LocalDoc>({
        fields: ['title', 'sponsor', 'description'],
        storeFields: [],
      });
      index.addAll(docs);
      return (query) =>
        index
          .search(query, {
            boost: { title: 3, sponsor: 2 },
            prefix: (_t, i, all) => i === all.length - 1,
            fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
            combineWith: 'AND',
          })
          .map((r) => String(r.id));
    },
  },
  {
    name: 'orama 3.1',
    async build(docs) {
      const db = create({
        schema: { id: 'string', title: 'string', sponsor: 'string', description: 'string', chamber: 'enum' },
      });
      await insertMultiple(db, docs);
      return async (query) => {
        const result = await oramaSearch(db, {
          term: query,
          properties: ['title', 'sponsor', 'description'],
          boost: { title: 3, sponsor: 2 },
          tolerance: Math.max(...query.split(/\s+/).map((w) => (w.length >= 8 ? 2 : w.length >= 4 ? 1 : 0))),
          facets: { chamber: {} },
          limit: 1000,
        });
        return result.hits.map((hit) => String(hit.document.id));
      };
    },
  },
  {
    name: 'flexsearch 0.8',
    async build(docs) {
      const index = new Document<LocalDoc>({
        document: {
          id: 'id',
          index: [{ field: 'title', tokenize: 'forward' }, { field: 'sponsor' }, { field: 'description' }],
        },
      });
      for (const doc of docs) index.add(doc);
      return (query) => {
        const ids = new Set<string>();
        for (const field of index.search(query, { limit: 1000 }))
          for (const id of field.result) ids.add(String(id));
        return [...ids];
      };
    },
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;

async function main() {
  const { values } = parseArgs({
    options: { scale: { type: 'string', default: '0.3' }, bills: { type: 'string', default: '400' } },
  });
  const docs = await deviceCorpus(Number(values.scale), Number(values.bills));
  const typos = typoQueries(docs);
  const plain = docs
    .filter((_, n) => n % 5 === 0)
    .map((doc) => doc.title.split(/\W+/).find((w) => w.length > 4) ?? 'act');
  // Keystrokes: every prefix of a few real words, as InstantSearch searches while typing.
  const keystrokes = ['transportation', 'education', 'housing', 'senator'].flatMap((word) =>
    Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)),
  );
  const counts = docs.reduce<Record<string, number>>(
    (c, d) => ({ ...c, [d.kind]: (c[d.kind] ?? 0) + 1 }),
    {},
  );
  console.log(
    `device corpus: ${docs.length} records (${Object.entries(counts)
      .map(([k, n]) => `${n} ${k}s`)
      .join(
        ', ',
      )}), ${(JSON.stringify(docs).length / 1024).toFixed(0)} KB of JSON; ${typos.length} misspelt queries`,
  );
  console.log(
    'library          | min KB | gzip KB | build ms (median of 5) | query ms median / p95 | keystroke ms p95 | misspelt word finds its record',
  );
  for (const engine of engines) {
    const size = await bundledGzipBytes(ENTRIES[engine.name.split(' ')[0]!]!);
    const builds: number[] = [];
    let run: Awaited<ReturnType<Engine['build']>> | undefined;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      run = await engine.build(docs);
      builds.push(performance.now() - started);
    }
    const times: number[] = [];
    for (const query of [...plain, ...typos.map((t) => t.query)]) {
      const started = performance.now();
      await run!(query);
      times.push(performance.now() - started);
    }
    const keyTimes: number[] = [];
    for (const query of keystrokes) {
      const started = performance.now();
      await run!(query);
      keyTimes.push(performance.now() - started);
    }
    let found = 0;
    for (const { query, id } of typos) if ((await run!(query)).includes(id)) found++;
    console.log(
      `${engine.name.padEnd(16)} | ${(size.min / 1024).toFixed(1).padStart(6)} | ${(size.gzip / 1024).toFixed(1).padStart(7)} | ${median(builds).toFixed(1).padStart(22)} | ${median(times).toFixed(2)} / ${p95(times).toFixed(2)}`.padEnd(
        90,
      ) + ` | ${p95(keyTimes).toFixed(2).padStart(16)} | ${found}/${typos.length}`,
    );
  }
}

await main();
