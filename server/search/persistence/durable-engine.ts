import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { WriteOperation } from '../types.js';
import type { SearchStore } from './search-store.js';

const gzipAsync = promisify(gzip);

/** What persistence needs from an engine: apply a write, and export its whole state as JSON. */
export interface ReplayableEngine {
  apply(op: WriteOperation): void;
  exportState(): unknown;
}

export interface SnapshotPolicy {
  /** Snapshot after this many logged operations (keeps the replay at start-up short). */
  everyOperations: number;
  /** … or after this many bytes of logged JSON, whichever comes first. */
  everyBytes: number;
}

export interface DurableEngineOptions<E extends ReplayableEngine> {
  store: SearchStore;
  /** Builds the engine from the latest snapshot's state, or an empty one when there is none. */
  restore(state: unknown): E;
  policy: SnapshotPolicy;
  /** Told about operations that fail again on replay (they failed when first applied too) and snapshot errors. */
  warn?(message: string, details: Record<string, unknown>): void;
}

/**
 * An engine whose writes are logged durably before they are applied: `write` appends the operations to
 * the store in one synchronous (fsync'd) transaction, applies them, and returns the last sequence number,
 * which is the write's taskID. Start-up loads the latest snapshot and replays the log after it.
 */
export class DurableEngine<E extends ReplayableEngine> {
  readonly engine: E;
  #store: SearchStore;
  #policy: SnapshotPolicy;
  #warn: NonNullable<DurableEngineOptions<E>['warn']>;
  #appliedSeq: number;
  #snapshotSeq: number;
  #operationsSinceSnapshot = 0;
  #bytesSinceSnapshot = 0;
  #snapshotting: Promise<void> | undefined;

  constructor(options: DurableEngineOptions<E>) {
    this.#store = options.store;
    this.#policy = options.policy;
    this.#warn = options.warn ?? (() => {});
    const snapshot = this.#store.latestSnapshot();
    this.engine = options.restore(snapshot?.state);
    this.#snapshotSeq = snapshot?.seqUpto ?? 0;
    for (const { seq, op, bytes } of this.#store.operationsAfter(this.#snapshotSeq)) {
      try {
        this.engine.apply(op);
      } catch (error) {
        this.#warn('a logged operation failed again on replay; skipped', { seq, error: String(error) });
      }
      this.#count(bytes);
    }
    this.#appliedSeq = this.#store.lastSeq();
    if (this.#dueForSnapshot()) void this.snapshot();
  }

  /** The taskID of the latest applied write (writes apply synchronously, so every lower one is published). */
  get appliedSeq(): number {
    return this.#appliedSeq;
  }

  /**
   * Logs then applies the operations; returns the taskID. When an operation is rejected by the engine the
   * rest are not applied, their log entries are dropped and the error is rethrown.
   */
  write(ops: WriteOperation[]): number {
    if (ops.length === 0) return this.#appliedSeq;
    const firstSeq = this.#appliedSeq + 1;
    const sizes = this.#store.append(firstSeq, ops);
    this.#appliedSeq = firstSeq + ops.length - 1;
    for (const [offset, op] of ops.entries()) {
      try {
        this.engine.apply(op);
      } catch (error) {
        this.#store.discardFrom(firstSeq + offset);
        throw error;
      } finally {
        this.#count(sizes[offset] ?? 0);
      }
    }
    if (this.#dueForSnapshot()) void this.snapshot();
    return this.#appliedSeq;
  }

  /** Writes a snapshot of the current state (gzip off the main thread) and drops the log it covers. */
  snapshot(): Promise<void> {
    if (this.#snapshotting) return this.#snapshotting;
    const seqUpto = this.#appliedSeq;
    if (seqUpto === this.#snapshotSeq) return Promise.resolve();
    const covered = { operations: this.#operationsSinceSnapshot, bytes: this.#bytesSinceSnapshot };
    const json = JSON.stringify(this.engine.exportState());
    this.#snapshotting = gzipAsync(json)
      .then((state) => this.#saved(seqUpto, state, covered))
      .catch((error: unknown) => this.#warn('snapshot failed; the log is kept', { error: String(error) }))
      .finally(() => {
        this.#snapshotting = undefined;
      });
    return this.#snapshotting;
  }

  /** Waits for a running snapshot, writes a final one when the log has grown, and closes the store. */
  async close(): Promise<void> {
    await this.#snapshotting;
    if (this.#appliedSeq !== this.#snapshotSeq) {
      const covered = { operations: this.#operationsSinceSnapshot, bytes: this.#bytesSinceSnapshot };
      this.#saved(this.#appliedSeq, gzipSync(JSON.stringify(this.engine.exportState())), covered);
    }
    this.#store.close();
  }

  #saved(seqUpto: number, state: Buffer, covered: { operations: number; bytes: number }) {
    this.#store.saveSnapshot(seqUpto, state);
    this.#snapshotSeq = seqUpto;
    this.#operationsSinceSnapshot -= covered.operations;
    this.#bytesSinceSnapshot -= covered.bytes;
  }

  #count(bytes: number) {
    this.#operationsSinceSnapshot += 1;
    this.#bytesSinceSnapshot += bytes;
  }

  #dueForSnapshot(): boolean {
    return (
      this.#operationsSinceSnapshot >= this.#policy.everyOperations ||
      this.#bytesSinceSnapshot >= this.#policy.everyBytes
    );
  }
}
