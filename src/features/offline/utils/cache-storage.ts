import { RUNTIME_CACHES } from '../../../../sw/cache-names';

/** Cache Storage exists only in secure contexts (and not in jsdom). */
export const hasCacheStorage = (): boolean => typeof caches !== 'undefined';

export interface CacheUsage {
  entries: number;
  bytes: number;
}

/** Entries and body bytes of the named caches; a cache that does not exist counts as empty. */
export async function measureCaches(names: readonly string[]): Promise<CacheUsage> {
  const usage = { entries: 0, bytes: 0 };
  if (!hasCacheStorage()) return usage;
  for (const name of names) {
    if (!(await caches.has(name))) continue; // caches.open would create it
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      usage.entries += 1;
      usage.bytes += response ? (await response.blob()).size : 0;
    }
  }
  return usage;
}

/** The worker's runtime caches (network copies of what was opened); the app's own files are not counted. */
export const RUNTIME_CACHE_NAMES: readonly string[] = Object.values(RUNTIME_CACHES);

export async function deleteCaches(names: readonly string[]): Promise<void> {
  if (!hasCacheStorage()) return;
  await Promise.all(names.map((name) => caches.delete(name)));
}
