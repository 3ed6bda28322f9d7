import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { decodeSnapshot } from './snapshot-codec.js';

/** One logged write operation, as the JSON text it was logged as. */
export interface LogEntry {
  seq: number;
  text: string;
}

export interface StoredSnapshot {
  seqUpto: number;
  /** The engine's state, gzip'd (snapshot-codec.ts). */
  blob: Buffer;
}

/**
 * The search engine's durable state in its own SQLite file: the write-ahead log of operations, snapshots
 * of the engine, API keys and a few settings (`meta`). Two connections use it: the journal's worker
 * thread (log and snapshots) and the API's thread (keys and meta), each writing only its own tables.
 */
export interface SearchStore {
  readonly db: SQLite.Database;
  getMeta(key: string): string | undefined;
  setMeta(key: string, value: string): void;
  /** The highest sequence number ever handed out (log or snapshot), 0 for a new store. */
  lastSeq(): number;
  latestSnapshot(): StoredSnapshot | undefined;
  /** The latest snapshot's state, decoded. */
  latestState(): { seqUpto: number; state: unknown } | undefined;
  operationsAfter(seq: number): IterableIterator<LogEntry>;
  /** How much of the log follows `seq` (what a snapshot at `seq` would save replaying). */
  logSize(afterSeq: number): { operations: number; bytes: number };
  /** Appends the operations' JSON with sequence numbers firstSeq, firstSeq + 1, … in one durable transaction. */
  append(firstSeq: number, texts: string[]): void;
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
  // Two threads open the file: one waits (rather than fails) while the other writes.
  db.pragma('busy_timeout = 10000');
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
    size: db.prepare<[number], { operations: number; bytes: number | null }>(
      'SELECT COUNT(*) AS operations, SUM(LENGTH(op)) AS bytes FROM operations WHERE seq > ?',
    ),
    insert: db.prepare('INSERT INTO operations (seq, op) VALUES (?, ?)'),
    discardFrom: db.prepare('DELETE FROM operations WHERE seq >= ?'),
    insertSnapshot: db.prepare('INSERT INTO snapshots (seq_upto, state, created_at) VALUES (?, ?, ?)'),
    dropCovered: db.prepare('DELETE FROM operations WHERE seq <= ?'),
    dropOlderSnapshots: db.prepare('DELETE FROM snapshots WHERE seq_upto < ?'),
  };

  const appendAll = db.transaction((firstSeq: number, texts: string[]) => {
    texts.forEach((text, offset) => statements.insert.run(firstSeq + offset, text));
  });
  const saveSnapshot = db.transaction((seqUpto: number, state: Buffer) => {
    statements.insertSnapshot.run(seqUpto, state, new Date().toISOString());
    statements.dropCovered.run(seqUpto);
    statements.dropOlderSnapshots.run(seqUpto);
  });
  const latestSnapshot = (): StoredSnapshot | undefined => {
    const row = statements.latest.get();
    return row ? { seqUpto: row.seq_upto, blob: row.state } : undefined;
  };

  return {
    db,
    getMeta: (key) => statements.getMeta.get(key)?.value,
    setMeta: (key, value) => void statements.setMeta.run(key, value),
    lastSeq() {
      const logged = statements.maxLogged.get()?.seq ?? 0;
      return Math.max(logged, statements.latest.get()?.seq_upto ?? 0);
    },
    latestSnapshot,
    latestState() {
      const snapshot = latestSnapshot();
      return snapshot && { seqUpto: snapshot.seqUpto, state: decodeSnapshot(snapshot.blob) };
    },
    *operationsAfter(seq) {
      for (const row of statements.after.iterate(seq)) yield { seq: row.seq, text: row.op };
    },
    logSize(afterSeq) {
      const row = statements.size.get(afterSeq);
      return { operations: row?.operations ?? 0, bytes: row?.bytes ?? 0 };
    },
    append: (firstSeq, texts) => appendAll(firstSeq, texts),
    discardFrom: (seq) => void statements.discardFrom.run(seq),
    saveSnapshot: (seqUpto, state) => saveSnapshot(seqUpto, state),
    close: () => db.close(),
  };
}
