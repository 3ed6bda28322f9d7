// Compiles the server (server/**/*.ts but tests and test helpers) to plain JavaScript in `outDir`/server,
// one file per module in the same layout: what `npm start` runs (scripts/build-server.mjs, dist-server/),
// and what the tests that start the server as a process run (server/testing/compiled-server.ts). Types are
// checked by `npm run typecheck`; this only strips them.
import { build } from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Empties `outDir` and compiles the server into it; resolves to the entry point's path. `outDir` must be
 * inside the project: the compiled modules find their packages in its node_modules.
 */
export async function compileServer(outDir) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: sources('server'),
    outdir: join(outDir, 'server'),
    outbase: 'server',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  return join(outDir, 'server', 'server.js');
}
