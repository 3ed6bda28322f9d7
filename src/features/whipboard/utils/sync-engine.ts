// The page's side of the offline queue: a move is on screen at once (the pending list is laid over the
// board), stored in IndexedDB before it is sent, and replayed in order now, on `online`, at app start and
// (where the browser has Background Sync) by the service worker even after the page is closed.
import type { QueryClient } from '@tanstack/react-query';
import type { Whipboard } from '../../../../server/schemas/whipboard';
import { sendMove } from '../api/send-move';
import { whipboardKeys } from '../api/keys';
import { flushPersistedCache } from '../../../lib/persister';
import { moveEntry, type BoardMove } from './arrangement';
import { createMoveQueue } from './move-queue';
import {
  newOperationId,
  WHIPBOARD_SYNC_TAG,
  WHIPBOARD_SYNCED_MESSAGE,
  withSyncLock,
  type QueuedMove,
} from './queued-move';
import { replayMoves, type SendResult } from './replay-moves';
import { syncStore } from './sync-store';

const queue = createMoveQueue();
let running: Promise<void> | null = null;
let again = false;
let started = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
/** After a server error, try again on this delay (no event would prompt a retry otherwise). */
const RETRY_AFTER_FAILURE_MS = 30_000;
let loading: Promise<void> | null = null;
/** Moves on screen whose write to storage has not finished: a re-read of the queue must keep them. */
const unsaved = new Map<string, QueuedMove>();

const removePending = (operationId: string) =>
  syncStore.update({ pending: syncStore.get().pending.filter((m) => m.operationId !== operationId) });

async function reloadPending(): Promise<void> {
  const stored = await queue.all();
  const storedIds = new Set(stored.map((move) => move.operationId));
  const notYetStored = [...unsaved.values()].filter((move) => !storedIds.has(move.operationId));
  syncStore.update({ pending: [...stored, ...notYetStored], loaded: true });
}

/** Reads the queue once per page (the board waits for it, so pending moves never pop in late). */
export function loadPendingMoves(): Promise<void> {
  loading ??= reloadPending();
  return loading;
}

/** Asks the service worker to replay when the connection returns (Chromium); elsewhere `online` does it. */
function requestBackgroundSync(): void {
  void navigator.serviceWorker?.ready
    .then((registration) => (registration as { sync?: SyncManagerLike }).sync?.register(WHIPBOARD_SYNC_TAG))
    .catch(() => {}); // not granted: the page's own triggers remain
}
interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/**
 * A move the server has taken moves from the pending list into the cached board, in one render. The
 * saved copy of the cache (restored first by a reload, and all an offline reload has) is written with it
 * before the move leaves the pending list and the queue: otherwise, until the throttled save ran (up to
 * a second), a reload showed the board without the move, and offline kept showing it so.
 */
async function settle(queryClient: QueryClient, move: QueuedMove, result: SendResult): Promise<void> {
  const key = whipboardKeys.detail(move.whipboardId);
  // A fetch started before this move reached the server would bring the board back without it.
  void queryClient.cancelQueries({ queryKey: key });
  if (result.ok && result.outcome !== 'superseded') {
    queryClient.setQueryData<Whipboard>(
      key,
      (board) => board && { ...board, entries: moveEntry(board.entries, move) },
    );
    await flushPersistedCache();
  }
  removePending(move.operationId);
}

async function replayOnce(queryClient: QueryClient): Promise<void> {
  syncStore.update({ status: 'syncing' });
  const report = await withSyncLock(() =>
    replayMoves(queue, sendMove, (move, result) => settle(queryClient, move, result)),
  );
  const settled = [...report.applied, ...report.superseded, ...report.rejected];
  syncStore.update({
    status: report.stoppedBy ?? 'idle',
    overridden: report.superseded.length + report.rejected.length,
  });
  if (report.stoppedBy === 'offline' || report.stoppedBy === 'failed') requestBackgroundSync();
  if (report.stoppedBy === 'failed' && !retryTimer)
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void syncNow(queryClient);
    }, RETRY_AFTER_FAILURE_MS);
  // The board as the server has it now: conflicts resolved there are what the user sees.
  if (settled.length > 0) await queryClient.invalidateQueries({ queryKey: whipboardKeys.all });
  // Another tab or the worker may have sent some of what this page still showed as pending.
  await reloadPending();
}

/** Replays the queue now; a call while a replay runs makes it run once more when it ends. */
export function syncNow(queryClient: QueryClient): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await replayOnce(queryClient);
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

/** Records a move: on screen at once, in storage before it is sent, then sent. */
export async function queueMove(
  queryClient: QueryClient,
  whipboardId: number,
  move: BoardMove,
): Promise<void> {
  const queued: QueuedMove = {
    ...move,
    whipboardId,
    operationId: newOperationId(),
    movedAt: new Date().toISOString(),
  };
  // Storage first: the write is issued (and committed) in this task, before the move is drawn, so nothing
  // the user sees on the board can be lost by a reload in the next instant.
  const storing = queue.add(queued);
  unsaved.set(queued.operationId, queued);
  syncStore.update({ pending: [...syncStore.get().pending, queued] });
  try {
    await storing;
  } catch (error) {
    // Storage refused (quota): the move cannot be kept safe, so it is not shown as if it were.
    console.error('The whipboard move could not be stored', error);
    removePending(queued.operationId);
    syncStore.update({ status: 'failed' });
    return;
  } finally {
    unsaved.delete(queued.operationId);
  }
  await syncNow(queryClient);
}

/** App start: read the queue, replay it, and replay again whenever the connection or the worker says so. */
export function startWhipboardSync(queryClient: QueryClient): void {
  if (started) return;
  started = true;
  // The last line of defence for a write still in flight (it takes milliseconds): ask before leaving.
  window.addEventListener('beforeunload', (event) => {
    if (unsaved.size > 0) event.preventDefault();
  });
  void loadPendingMoves().then(() => (syncStore.get().pending.length > 0 ? syncNow(queryClient) : undefined));
  window.addEventListener('online', () => void syncNow(queryClient));
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type !== WHIPBOARD_SYNCED_MESSAGE) return;
    void reloadPending();
    void queryClient.invalidateQueries({ queryKey: whipboardKeys.all });
  });
}
