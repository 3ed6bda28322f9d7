// Compiles the server (server/**/*.ts but tests and test helpers) to plain JavaScript in dist-server/, one
// file per module in the same layout, so `npm start` runs node without tsx. Under tsx every thread (the
// API's and each search worker's) loads its own TypeScript loader and keeps the compiled sources: about
// 140 MB of the idle server's memory on demo data (issue 17). Types are checked by `npm run typecheck`;
// this only strips them.
import { build } from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const OUT_DIR = 'dist-server';

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

rmSync(OUT_DIR, { recursive: true, force: true });
await build({
  entryPoints: sources('server'),
  outdir: join(OUT_DIR, 'server'),
  outbase: 'server',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
});
