import type { BillTextSection } from '../../../../server/schemas/bill-text';
import type { BillDetail } from '../../../../server/schemas/bills';
import { PINNED_BILLS_CACHE } from '../../../../sw/cache-names';
import { hasCacheStorage } from '../utils/cache-storage';
import { getPinnedBills } from './get-pinned-bills';
import { billUrl } from './pin-bill';

/** A bill kept offline as "Keep offline" stored it: its page's answer and every section of its text. */
export interface PinnedBillContents {
  bill: BillDetail;
  sections: BillTextSection[];
}

async function readJson<T>(cache: Cache, url: string): Promise<T | undefined> {
  const response = await cache.match(url);
  if (!response) return undefined;
  try {
    return (await response.json()) as T;
  } catch {
    return undefined; // a damaged copy: the bill is left out rather than failing the whole read
  }
}

/**
 * The bills kept offline, read back from the pinned-bills cache (the same copies the worker serves their
 * pages from with no network). A bill whose copy is gone (storage cleared by the browser) is left out.
 */
export async function readPinnedBillContents(): Promise<PinnedBillContents[]> {
  if (!hasCacheStorage() || !(await caches.has(PINNED_BILLS_CACHE))) return [];
  const cache = await caches.open(PINNED_BILLS_CACHE);
  const pinned = await getPinnedBills();
  const contents = await Promise.all(
    pinned.map(async (record) => {
      const bill = await readJson<BillDetail>(cache, billUrl(record.billId));
      if (!bill) return undefined;
      const sectionUrls = record.urls.filter((url) => url !== billUrl(record.billId));
      const sections = await Promise.all(sectionUrls.map((url) => readJson<BillTextSection>(cache, url)));
      return { bill, sections: sections.filter((section) => section !== undefined) };
    }),
  );
  return contents.filter((content) => content !== undefined);
}
