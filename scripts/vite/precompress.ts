import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes file.br and file.gz beside each text asset, compressed once at build time at the highest level, so
 * the server can send them as they are (@fastify/static `preCompressed`): on slow 4G the app's JavaScript is
 * a third of its size (issue 8 budgets).
 */
export function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|webmanifest|json)$/;
  return {
    name: 'statehouse-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle).filter((name) => compressible.test(name))) {
        const file = join(outDir, fileName);
        const body = readFileSync(file);
        if (body.length < 1024) continue; // a packet either way
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
