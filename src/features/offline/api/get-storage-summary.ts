import { queryOptions, useQuery } from '@tanstack/react-query';
import { persistedCacheSize } from '../../../lib/persister';
import { measureCaches, RUNTIME_CACHE_NAMES, type CacheUsage } from '../utils/cache-storage';
import { getPinnedBills } from './get-pinned-bills';
import { offlineKeys } from './keys';

export interface StorageSummary {
  /** The saved query cache: every screen's data this user opened (IndexedDB). */
  savedScreensBytes: number;
  /** The service worker's copies of server answers. */
  networkCopies: CacheUsage;
  pinnedBills: { count: number; bytes: number };
  /** The browser's estimate for this whole site, app files included; null where it cannot tell. */
  usageBytes: number | null;
  quotaBytes: number | null;
}

async function estimate(): Promise<{ usage: number | null; quota: number | null }> {
  if (!navigator.storage?.estimate) return { usage: null, quota: null };
  const { usage, quota } = await navigator.storage.estimate();
  return { usage: usage ?? null, quota: quota ?? null };
}

/** What Statehouse keeps on this device, for the Me screen. */
export async function getStorageSummary(): Promise<StorageSummary> {
  const [savedScreensBytes, networkCopies, pinned, device] = await Promise.all([
    persistedCacheSize(),
    measureCaches(RUNTIME_CACHE_NAMES),
    getPinnedBills(),
    estimate(),
  ]);
  return {
    savedScreensBytes,
    networkCopies,
    pinnedBills: { count: pinned.length, bytes: pinned.reduce((sum, bill) => sum + bill.bytes, 0) },
    usageBytes: device.usage,
    quotaBytes: device.quota,
  };
}

export const storageSummaryQueryOptions = () =>
  queryOptions({
    queryKey: offlineKeys.storage(),
    queryFn: getStorageSummary,
    networkMode: 'always',
    // Sizes change as the reader browses; measure afresh each time the Me screen opens.
    staleTime: 0,
  });

export function useStorageSummary() {
  return useQuery(storageSummaryQueryOptions());
}
