import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasIndexedDb, offlineDb, type PinnedBillRecord } from '../../../lib/idb';
import { offlineKeys } from './keys';

/** Bills kept offline on this device, most recently pinned first. */
export async function getPinnedBills(): Promise<PinnedBillRecord[]> {
  if (!hasIndexedDb()) return [];
  const records = await (await offlineDb()).getAll('pinned-bills');
  return records.sort((a, b) => b.pinnedAt.localeCompare(a.pinnedAt));
}

export const pinnedBillsQueryOptions = () =>
  queryOptions({
    queryKey: offlineKeys.pinnedBills(),
    queryFn: getPinnedBills,
    // Device storage answers with or without a connection.
    networkMode: 'always',
    staleTime: Infinity,
  });

export function usePinnedBills() {
  return useQuery(pinnedBillsQueryOptions());
}
