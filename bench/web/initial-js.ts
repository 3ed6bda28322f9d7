import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialJs {
  files: string[];
  gzipBytes: number;
}

/**
 * The JavaScript a first visit downloads before any screen: the entry script and the chunks index.html
 * preloads. Route chunks and lazy widgets come after, so they are not counted (issue 8 budget).
 */
export function measureInitialJs(distDir = 'dist'): InitialJs {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="([^"]+\.js)"/g;
  const preload = /<link rel="modulepreload"[^>]*href="([^"]+\.js)"/g;
  const files = [...html.matchAll(entry), ...html.matchAll(preload)].map((match) => match[1] ?? '');
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(distDir, file.replace(/^\//, '')))).length,
    0,
  );
  return { files, gzipBytes };
}
