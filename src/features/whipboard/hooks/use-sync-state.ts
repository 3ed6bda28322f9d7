import { useEffect, useSyncExternalStore } from 'react';
import { loadPendingMoves } from '../utils/sync-engine';
import { syncStore, type SyncSnapshot } from '../utils/sync-store';

/** The offline queue as the page sees it: pending moves (read from storage on first use) and sync status. */
export function useSyncState(): SyncSnapshot {
  useEffect(() => {
    void loadPendingMoves();
  }, []);
  return useSyncExternalStore(syncStore.subscribe, syncStore.get, syncStore.get);
}
