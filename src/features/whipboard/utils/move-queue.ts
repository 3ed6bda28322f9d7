import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedMove } from './queued-move';

/** The queue of moves not yet on the server, oldest first. Shared by the page and the service worker. */
export interface MoveQueue {
  add(move: QueuedMove): Promise<void>;
  all(): Promise<QueuedMove[]>;
  first(): Promise<QueuedMove | undefined>;
  remove(operationId: string): Promise<void>;
}

interface WhipboardQueueDb extends DBSchema {
  /** Keyed by an auto-increment number, which is the order the moves were made in. */
  moves: { key: number; value: QueuedMove; indexes: { operationId: string } };
}

/** Its own database, so the offline cache's schema changes never block the queue (or the reverse). */
const DB_NAME = 'statehouse-whipboard';
const DB_VERSION = 1;

/**
 * Writes the move in the same task as the call: the request and an explicit commit reach the database
 * before the page can start a reload, so a reload right after a drop still finds the move stored.
 */
function addNow(database: IDBPDatabase<WhipboardQueueDb>, move: QueuedMove): Promise<void> {
  const transaction = database.transaction('moves', 'readwrite');
  void transaction.store.add(move);
  transaction.commit();
  return transaction.done;
}

export function createIdbQueue(): MoveQueue {
  let opened: IDBPDatabase<WhipboardQueueDb> | null = null;
  const db = openDB<WhipboardQueueDb>(DB_NAME, DB_VERSION, {
    upgrade(database) {
      const moves = database.createObjectStore('moves', { autoIncrement: true });
      moves.createIndex('operationId', 'operationId', { unique: true });
    },
  }).then((database) => (opened = database));
  return {
    add: (move) => (opened ? addNow(opened, move) : db.then((database) => addNow(database, move))),
    all: async () => (await db).getAll('moves'),
    first: async () => {
      const cursor = await (await db).transaction('moves').store.openCursor();
      return cursor?.value;
    },
    remove: async (operationId) => {
      const database = await db;
      const key = await database.getKeyFromIndex('moves', 'operationId', operationId);
      if (key !== undefined) await database.delete('moves', key);
    },
  };
}

/** Where IndexedDB is missing or refused (some private modes, tests): moves last as long as the page. */
export function createMemoryQueue(): MoveQueue {
  let moves: QueuedMove[] = [];
  return {
    add: async (move) => void (moves = [...moves, move]),
    all: async () => [...moves],
    first: async () => moves[0],
    remove: async (operationId) => void (moves = moves.filter((m) => m.operationId !== operationId)),
  };
}

/** IndexedDB when it opens, decided once; otherwise memory. */
export function createMoveQueue(): MoveQueue {
  let decided: MoveQueue | null = null;
  const chosen = (async () => {
    try {
      const queue = createIdbQueue();
      await queue.all();
      return (decided = queue);
    } catch {
      return (decided = createMemoryQueue());
    }
  })();
  return {
    // Once decided, the write starts synchronously (see addNow); before that, the page is still opening.
    add: (move) => (decided ? decided.add(move) : chosen.then((queue) => queue.add(move))),
    all: async () => (await chosen).all(),
    first: async () => (await chosen).first(),
    remove: async (operationId) => (await chosen).remove(operationId),
  };
}
