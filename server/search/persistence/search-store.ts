import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { gunzipSync } from 'node:zlib';
import SQLite from 'better-sqlite3';
import type { WriteOperation } from '../types.js';

export interface LoggedOperation {
  seq: number;
  op: WriteOperation;
  /** Length of the logged JSON, for the snapshot-by-size policy. */
  bytes: number;
}

export interface StoredSnapshot {
  seqUpto: number;
  state: unknown;
}

/**
 * The search engine's durable state in its own SQLite file: the write-ahead log of operations, snapshots
 * of the engine, API keys and a few settings (`meta`). One writer (this process).
 */
export interface SearchStore {
  readonly db: SQLite.Database;
  getMeta(key: string): string | undefined;
  setMeta(key: string, value: string): void;
  /** The highest sequence number ever handed out (log or snapshot), 0 for a new store. */
  lastSeq(): number;
  latestSnapshot(): StoredSnapshot | undefined;
  operationsAfter(seq: number): IterableIterator<LoggedOperation>;
  /**
   * Appends the operations with sequence numbers firstSeq, firstSeq + 1, … in one durable transaction;
   * returns the length of each one's logged JSON.
   */
  append(firstSeq: number, ops: WriteOperation[]): number[];
  /** Forgets logged operations from `seq` on (they failed to apply, so no one was told they happened). */
  discardFrom(seq: number): void;
  /** Stores a snapshot covering the log up to `seqUpto`, then drops that log and older snapshots. */
  saveSnapshot(seqUpto: number, state: Buffer): void;
  close(): void;
}

const schema = `
  CREATE TABLE IF NOT EXISTS operations (seq INTEGER PRIMARY KEY, op TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS snapshots (
    id INTEGER PRIMARY KEY, seq_upto INTEGER NOT NULL, state BLOB NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS keys (
    value TEXT PRIMARY KEY, data TEXT NOT NULL, created_at INTEGER NOT NULL, deleted_at INTEGER);
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

/** Opens (creating if needed) the store; `:memory:` gives a throwaway one for tests. */
export function openSearchStore(file: string): SearchStore {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  // FULL: a write is acknowledged (its taskID returned) only once its log entry is on disk, so it
  // survives a crash or power loss, not just a process kill.
  db.pragma('synchronous = FULL');
  db.exec(schema);

  const statements = {
    getMeta: db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?'),
    setMeta: db.prepare(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    ),
    maxLogged: db.prepare<[], { seq: number | null }>('SELECT MAX(seq) AS seq FROM operations'),
    latest: db.prepare<[], { seq_upto: number; state: Buffer }>(
      'SELECT seq_upto, state FROM snapshots ORDER BY seq_upto DESC, id DESC LIMIT 1',
    ),
    after: db.prepare<[number], { seq: number; op: string }>(
      'SELECT seq, op FROM operations WHERE seq > ? ORDER BY seq',
    ),
    insert: db.prepare('INSERT INTO operations (seq, op) VALUES (?, ?)'),
    discardFrom: db.prepare('DELETE FROM operations WHERE seq >= ?'),
    insertSnapshot: db.prepare('INSERT INTO snapshots (seq_upto, state, created_at) VALUES (?, ?, ?)'),
    dropCovered: db.prepare('DELETE FROM operations WHERE seq <= ?'),
    dropOlderSnapshots: db.prepare('DELETE FROM snapshots WHERE seq_upto < ?'),
  };

  const appendAll = db.transaction((firstSeq: number, ops: WriteOperation[]) =>
    ops.map((op, offset) => {
      const text = JSON.stringify(op);
      statements.insert.run(firstSeq + offset, text);
      return text.length;
    }),
  );
  const saveSnapshot = db.transaction((seqUpto: number, state: Buffer) => {
    statements.insertSnapshot.run(seqUpto, state, new Date().toISOString());
    statements.dropCovered.run(seqUpto);
    statements.dropOlderSnapshots.run(seqUpto);
  });

  return {
    db,
    getMeta: (key) => statements.getMeta.get(key)?.value,
    setMeta: (key, value) => void statements.setMeta.run(key, value),
    lastSeq() {
      const logged = statements.maxLogged.get()?.seq ?? 0;
      return Math.max(logged, statements.latest.get()?.seq_upto ?? 0);
    },
    latestSnapshot() {
      const row = statements.latest.get();
      return row ? { seqUpto: row.seq_upto, state: decodeState(row.state) } : undefined;
    },
    *operationsAfter(seq) {
      for (const row of statements.after.iterate(seq))
        yield { seq: row.seq, op: JSON.parse(row.op) as WriteOperation, bytes: row.op.length };
    },
    append: (firstSeq, ops) => appendAll(firstSeq, ops),
    discardFrom: (seq) => void statements.discardFrom.run(seq),
    saveSnapshot: (seqUpto, state) => saveSnapshot(seqUpto, state),
    close: () => db.close(),
  };
}

/** Snapshots are gzip'd JSON; plain JSON (e.g. written by hand) is read too. */
function decodeState(blob: Buffer): unknown {
  const gzipped = blob.length > 2 && blob[0] === 0x1f && blob[1] === 0x8b;
  return JSON.parse((gzipped ? gunzipSync(blob) : blob).toString('utf8'));
}
