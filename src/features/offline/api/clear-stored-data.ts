import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hasIndexedDb, offlineDb } from '../../../lib/idb';
import { clearPersistedCaches } from '../../../lib/persister';
import { PINNED_BILLS_CACHE } from '../../../../sw/cache-names';
import { deleteCaches, RUNTIME_CACHE_NAMES } from '../utils/cache-storage';
import { offlineKeys } from './keys';

/**
 * Deletes everything saved for offline reading on this device: every user's saved screens, the worker's
 * copies and the pinned bills. The app's own files stay, so it still opens; the session stays signed in.
 */
export async function clearStoredData(): Promise<void> {
  const clearPinnedRecords = async () => {
    if (hasIndexedDb()) await (await offlineDb()).clear('pinned-bills');
  };
  await Promise.all([
    clearPersistedCaches(),
    clearPinnedRecords(),
    deleteCaches([...RUNTIME_CACHE_NAMES, PINNED_BILLS_CACHE]),
  ]);
}

export function useClearStoredData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearStoredData,
    networkMode: 'always',
    onSuccess: () => {
      // Answers no screen shows would otherwise be saved again at the next change.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== offlineKeys.all[0] && query.getObserversCount() === 0,
      });
      return queryClient.invalidateQueries({ queryKey: offlineKeys.all });
    },
  });
}
