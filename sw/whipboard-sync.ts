import { createMoveQueue } from '../src/features/whipboard/utils/move-queue';
import {
  moveBody,
  movePath,
  WHIPBOARD_SYNC_TAG,
  WHIPBOARD_SYNCED_MESSAGE,
  withSyncLock,
  type QueuedMove,
} from '../src/features/whipboard/utils/queued-move';
import { replayMoves, type SendResult } from '../src/features/whipboard/utils/replay-moves';

declare let self: ServiceWorkerGlobalScope;

/** Background Sync is missing from TypeScript's WebWorker library (Chromium has it; others do not). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** The session's CSRF token, asked for now: a token stored with the move could be stale by the time it runs. */
async function csrfToken(): Promise<string | null> {
  const response = await fetch('/api/auth/session', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!response.ok) throw new Error(`session answered ${response.status}`);
  return ((await response.json()) as { csrfToken?: string }).csrfToken ?? null;
}

function sender(token: string | null) {
  return async (move: QueuedMove): Promise<SendResult> => {
    let response: Response;
    try {
      response = await fetch(movePath(move), {
        method: 'PATCH',
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          ...(token ? { 'X-CSRF-Token': token } : {}),
        },
        body: JSON.stringify(moveBody(move)),
      });
    } catch {
      return { ok: false, status: 0 };
    }
    if (!response.ok) return { ok: false, status: response.status };
    return { ok: true, outcome: ((await response.json()) as { outcome: 'applied' }).outcome };
  };
}

/**
 * Replays the whipboard moves queued while offline (the same queue and replay as the page, under the same
 * lock), then tells open pages to re-read the board. Throwing asks the browser to try again later.
 */
async function replayQueuedMoves(): Promise<void> {
  const queue = createMoveQueue();
  const report = await withSyncLock(async () => {
    if (!(await queue.first())) return null;
    let token: string | null;
    try {
      token = await csrfToken();
    } catch {
      return { stoppedBy: 'offline' as const, settled: 0 };
    }
    const result = await replayMoves(queue, sender(token));
    return {
      stoppedBy: result.stoppedBy,
      settled: result.applied.length + result.superseded.length + result.rejected.length,
    };
  });
  if (!report) return;
  if (report.settled > 0) {
    const pages = await self.clients.matchAll({ type: 'window' });
    for (const page of pages) page.postMessage({ type: WHIPBOARD_SYNCED_MESSAGE });
  }
  // Signed out: retrying cannot help until the user signs in, when the page replays the queue itself.
  if (report.stoppedBy === 'offline' || report.stoppedBy === 'failed')
    throw new Error(`whipboard moves still queued (${report.stoppedBy})`);
}

/** Background Sync (issue 7): moves made without a connection reach the server even after the app closes. */
export function registerWhipboardSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === WHIPBOARD_SYNC_TAG) sync.waitUntil(replayQueuedMoves());
  });
}
