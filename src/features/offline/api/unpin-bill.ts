import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hasIndexedDb, offlineDb } from '../../../lib/idb';
import { PINNED_BILLS_CACHE } from '../../../../sw/cache-names';
import { hasCacheStorage } from '../utils/cache-storage';
import { offlineKeys } from './keys';

/** Removes exactly what pinning stored for this bill (its copies in the bills cache stay until they expire). */
export async function unpinBill(billId: number): Promise<void> {
  if (!hasIndexedDb()) return;
  const db = await offlineDb();
  const record = await db.get('pinned-bills', billId);
  if (record && hasCacheStorage()) {
    const cache = await caches.open(PINNED_BILLS_CACHE);
    await Promise.all(record.urls.map((url) => cache.delete(url)));
  }
  await db.delete('pinned-bills', billId);
}

export function useUnpinBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpinBill,
    // Local storage only: works with no connection.
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offlineKeys.all }),
  });
}
