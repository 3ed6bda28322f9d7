import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialJs {
  files: string[];
  gzipBytes: number;
}

/** An entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The JavaScript a first visit downloads before any screen (issue 8 budget): the entry, and the chunks it
 * always loads (src/main.tsx imports React DOM and the app, src/app/start.tsx, right away), each with
 * everything they import statically. Route chunks and lazy widgets come after, so they are not counted.
 */
export function measureInitialJs(distDir = 'dist'): InitialJs {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const [entryKey, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
  if (!entryKey || !entry) throw new Error('The build manifest has no entry chunk.');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);
  entry.dynamicImports?.forEach(visit);
  const gzipBytes = [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length,
    0,
  );
  return { files: [...files], gzipBytes };
}
