// The write-ahead log and snapshots of the search engine, run in a worker thread of its own so that
// fsync, snapshot compression and blob writes never hold the API's event loop or an engine replica.
// A write is acknowledged only after `append` returned, i.e. after its log entries are on disk.
import { Transfer } from '../workers/worker-rpc.js';
import { openSearchStore, type LogEntry, type SearchStore } from './search-store.js';
import { encodeSnapshot } from './snapshot-codec.js';

export interface SnapshotPolicy {
  /** Snapshot after this many logged operations (keeps the replay at start-up short). */
  everyOperations: number;
  /** … or after this many bytes of logged JSON, whichever comes first. */
  everyBytes: number;
}

/** What a replica loads: the latest snapshot (gzip'd, snapshot-codec.ts) and the log after it, up to `lastSeq`. */
export interface StoredState {
  snapshot?: Uint8Array;
  entries: LogEntry[];
  lastSeq: number;
}

export class Journal {
  readonly #store: SearchStore;
  readonly #policy: SnapshotPolicy;
  #lastSeq: number;
  #snapshotSeq: number;
  /** The log after the latest snapshot, counted as it grows (measuring it in SQLite reads all of it). */
  #unsnapshotted: { operations: number; bytes: number };

  constructor(file: string, policy: SnapshotPolicy) {
    this.#store = openSearchStore(file);
    this.#policy = policy;
    this.#lastSeq = this.#store.lastSeq();
    this.#snapshotSeq = this.#store.latestSnapshot()?.seqUpto ?? 0;
    this.#unsnapshotted = this.#store.logSize(this.#snapshotSeq);
  }

  get lastSeq(): number {
    return this.#lastSeq;
  }

  /** Whether the log holds writes no snapshot covers yet. */
  get unsnapshotted(): boolean {
    return this.#lastSeq > this.#snapshotSeq;
  }

  /**
   * Logs the operations (their JSON) in one fsync'd transaction, numbered from the last sequence
   * number + 1; returns the first number, and whether the log has grown enough for a snapshot.
   */
  append(texts: string[]): { firstSeq: number; snapshotDue: boolean } {
    const firstSeq = this.#lastSeq + 1;
    this.#store.append(firstSeq, texts);
    this.#lastSeq = firstSeq + texts.length - 1;
    this.#unsnapshotted.operations += texts.length;
    for (const text of texts) this.#unsnapshotted.bytes += text.length;
    return { firstSeq, snapshotDue: this.snapshotDue() };
  }

  /** Forgets the log from `seq` on: those operations failed to apply, so no one was told they happened. */
  discardFrom(seq: number): void {
    this.#store.discardFrom(seq);
    this.#lastSeq = Math.max(seq - 1, this.#snapshotSeq);
    this.#unsnapshotted = this.#store.logSize(this.#snapshotSeq);
  }

  /** The latest snapshot and the log after it; the snapshot's buffer is moved to the caller. */
  load(): Transfer<StoredState> {
    const snapshot = this.#store.latestSnapshot();
    const entries = [...this.#store.operationsAfter(snapshot?.seqUpto ?? 0)];
    if (!snapshot) return new Transfer({ entries, lastSeq: this.#lastSeq }, []);
    // A copy of its own, so that moving it cannot take SQLite's or Node's pooled memory along.
    const blob = new Uint8Array(snapshot.blob);
    return new Transfer({ snapshot: blob, entries, lastSeq: this.#lastSeq }, [blob.buffer]);
  }

  /** Stores a replica's state as of `seqUpto` (its JSON) and drops the log it covers. */
  async saveSnapshot(seqUpto: number, bytes: Uint8Array): Promise<{ snapshotDue: boolean }> {
    const compressed = await encodeSnapshot(bytes);
    this.#store.saveSnapshot(seqUpto, compressed);
    this.#snapshotSeq = Math.max(this.#snapshotSeq, seqUpto);
    this.#unsnapshotted = this.#store.logSize(this.#snapshotSeq);
    return { snapshotDue: this.snapshotDue() };
  }

  snapshotDue(): boolean {
    const { operations, bytes } = this.#unsnapshotted;
    return operations >= this.#policy.everyOperations || bytes >= this.#policy.everyBytes;
  }

  close(): void {
    this.#store.close();
  }
}

/** The journal's calls, as its worker thread answers them. */
export function journalApi() {
  let journal: Journal | undefined;
  const opened = () => {
    if (!journal) throw new Error('The search journal is not open');
    return journal;
  };
  return {
    open(file: string, policy: SnapshotPolicy): { lastSeq: number } {
      journal = new Journal(file, policy);
      return { lastSeq: journal.lastSeq };
    },
    append: (texts: string[]) => opened().append(texts),
    discardFrom: (seq: number) => opened().discardFrom(seq),
    load: () => opened().load(),
    saveSnapshot: (seqUpto: number, bytes: Uint8Array) => opened().saveSnapshot(seqUpto, bytes),
    unsnapshotted: () => opened().unsnapshotted,
    close: () => opened().close(),
  };
}

export type JournalApi = ReturnType<typeof journalApi>;
