import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** What "Keep offline" stored for one bill (its responses live in the pinned-bills Cache Storage cache). */
export interface PinnedBillRecord {
  billId: number;
  /** e.g. 'H 100' */
  label: string;
  title: string;
  /** Text sections stored in full. */
  sectionCount: number;
  /** Bytes of every stored response body, for the Me screen. */
  bytes: number;
  /** ISO date-time. */
  pinnedAt: string;
  /** Every stored request URL, so unpinning removes exactly these. */
  urls: string[];
}

interface OfflineDb extends DBSchema {
  /** One serialised TanStack Query cache per storage key (user id + build version). */
  'query-cache': { key: string; value: string };
  'pinned-bills': { key: number; value: PinnedBillRecord };
}

/** Separate from any other feature's database, so a schema bump here never blocks theirs. */
const DB_NAME = 'statehouse-offline';
const DB_VERSION = 1;

let database: Promise<IDBPDatabase<OfflineDb>> | null = null;

/** Missing in some embedded browsers (and jsdom): nothing is stored, readers see empty storage. */
export const hasIndexedDb = (): boolean => typeof indexedDB !== 'undefined';

/** The app's offline database, opened once per page. */
export function offlineDb(): Promise<IDBPDatabase<OfflineDb>> {
  database ??= openDB<OfflineDb>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('query-cache');
      db.createObjectStore('pinned-bills', { keyPath: 'billId' });
    },
    // Another tab runs a newer version: let it upgrade, reopen on next use.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase | null)?.close();
      database = null;
    },
  }).catch((error: unknown) => {
    database = null; // private browsing or storage off: try again next time rather than fail forever
    throw error;
  });
  return database;
}
