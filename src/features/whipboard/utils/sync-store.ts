import type { QueuedMove } from './queued-move';
import type { ReplayReport } from './replay-moves';

export type SyncStatus = 'idle' | 'syncing' | NonNullable<ReplayReport['stoppedBy']>;

/** What the page knows of the queue: the moves not yet on the server, and how the last sync went. */
export interface SyncSnapshot {
  pending: readonly QueuedMove[];
  /** False until the queue has been read from storage (a board shown earlier would jump). */
  loaded: boolean;
  status: SyncStatus;
  /** Moves of the last sync that a later change made elsewhere overrode, or the server refused. */
  overridden: number;
}

let snapshot: SyncSnapshot = { pending: [], loaded: false, status: 'idle', overridden: 0 };
const listeners = new Set<() => void>();

/** A tiny external store (useSyncExternalStore): one per page, like the queue it mirrors. */
export const syncStore = {
  get: (): SyncSnapshot => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  update(patch: Partial<SyncSnapshot>): void {
    snapshot = { ...snapshot, ...patch };
    listeners.forEach((listener) => listener());
  },
};
