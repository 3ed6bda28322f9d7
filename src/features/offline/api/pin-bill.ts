import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillTextSection } from '../../../../server/schemas/bill-text';
import type { BillDetail } from '../../../../server/schemas/bills';
import { ApiError } from '../../../lib/api-error';
import { hasIndexedDb, offlineDb, type PinnedBillRecord } from '../../../lib/idb';
import { PINNED_BILLS_CACHE } from '../../../../sw/cache-names';
import { hasCacheStorage } from '../utils/cache-storage';
import { offlineKeys } from './keys';

/** Parallel section downloads: quick on a good connection without crowding a poor one. */
const CONCURRENCY = 4;
/** Omnibus bills have hundreds of sections; past this the download is not worth a phone's storage. */
export const MAX_PINNED_SECTIONS = 2000;

export const billUrl = (billId: number) => `/api/bill/${billId}`;
export const textSectionUrl = (sectionId: number) => `/api/text/${sectionId}`;

/**
 * Public copies (no cookies): a pinned bill is the same for whoever reads it on this device, and pinning
 * must not count as "viewed". The exact URLs the bill pages request, so the worker finds them offline.
 */
async function store(cache: Cache, url: string): Promise<{ body: unknown; bytes: number }> {
  const response = await fetch(url, { credentials: 'omit', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, response.statusText, `Could not download ${url}.`);
  const copy = response.clone();
  const text = await response.text();
  await cache.put(url, copy);
  return { body: JSON.parse(text) as unknown, bytes: new Blob([text]).size };
}

/** Downloads the bill and every section of its text in full, following each section's next_id. */
export async function pinBill(billId: number): Promise<PinnedBillRecord> {
  if (!hasCacheStorage() || !hasIndexedDb()) throw new Error('This browser cannot keep pages offline.');
  const cache = await caches.open(PINNED_BILLS_CACHE);
  const bill = await store(cache, billUrl(billId));
  const detail = bill.body as BillDetail;
  const queue = detail.text_sections.map((section) => section.bill_text__id);
  const seen = new Set(queue);
  const urls = [billUrl(billId)];
  let bytes = bill.bytes;
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const section = await store(cache, textSectionUrl(id));
      urls.push(textSectionUrl(id));
      bytes += section.bytes;
      const next = (section.body as BillTextSection).next_id;
      if (next !== null && !seen.has(next) && seen.size < MAX_PINNED_SECTIONS) {
        seen.add(next);
        queue.push(next);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } catch (error) {
    // Half a bill is no use offline: remove what was stored so far.
    await Promise.all(urls.map((url) => cache.delete(url)));
    throw error;
  }
  const record: PinnedBillRecord = {
    billId,
    label: detail.bill_type_number,
    title: detail.short_bill_name || detail.title,
    sectionCount: urls.length - 1,
    bytes,
    pinnedAt: new Date().toISOString(),
    urls,
  };
  await (await offlineDb()).put('pinned-bills', record);
  return record;
}

export function usePinBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pinBill,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offlineKeys.all }),
  });
}
