// The contract between the page and the service worker for offline moves (both import this file, so it
// uses no DOM- or worker-only API): what a queued move holds, how it is sent, and the names they share.
import type { MoveEntryBody, WhipPosition } from '../../../../server/schemas/whipboard';

/** A move waiting in the queue: everything the PATCH needs, so it can be replayed after a restart. */
export interface QueuedMove {
  /** Idempotency key: the server applies each id once per board. */
  operationId: string;
  whipboardId: number;
  entryId: number;
  position: WhipPosition;
  order: number;
  /** When the user made it (ISO): the server's last-write-per-card rule compares it. */
  movedAt: string;
}

/** Background Sync tag the page registers and the worker answers. */
export const WHIPBOARD_SYNC_TAG = 'whipboard-moves';
/** Posted by the worker to open pages after it replayed moves, so they re-read the queue and the board. */
export const WHIPBOARD_SYNCED_MESSAGE = 'WHIPBOARD_SYNCED';
/** One replay at a time across the page, other tabs and the worker (Web Locks). */
export const SYNC_LOCK_NAME = 'statehouse-whipboard-sync';

/** Spec §7 PATCH /whipboard/{id}: the path and body of a queued move. */
export const movePath = (move: QueuedMove) => `/whipboard/${move.entryId}`;
export function moveBody(move: QueuedMove): MoveEntryBody {
  return {
    position: move.position,
    whipboardId: move.whipboardId,
    order: move.order,
    operationId: move.operationId,
    movedAt: move.movedAt,
  };
}

/** A fresh operation id: a UUID where the browser offers one (secure contexts), else 128 random bits. */
export function newOperationId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** Runs `work` holding the sync lock where Web Locks exist; elsewhere (old browsers, jsdom) directly. */
export async function withSyncLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks ? ((await locks.request(SYNC_LOCK_NAME, work)) as T) : work();
}
