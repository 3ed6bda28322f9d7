// One engine replica: a whole SearchEngine in a worker thread, loaded from the journal, kept in step by
// applying the logged writes in order, and read by searches in between, and during a snapshot's export.
import { collectGarbage } from '../../lib/idle-collector.js';
import { SearchEngine } from '../engine/search-engine.js';
import { SearchError } from '../engine/search-error.js';
import { runSteps, runStepsYielding, type Steps } from '../engine/work-steps.js';
import type { StoredState } from '../persistence/journal.js';
import type { LogEntry } from '../persistence/search-store.js';
import { encodeBuiltSnapshotInSteps } from '../persistence/snapshot-built.js';
import { decodeSnapshot } from '../persistence/snapshot-codec.js';
import type { WriteOperation } from '../types.js';
import { engineReads } from './engine-reads.js';
import { Transfer } from './worker-rpc.js';

/** A logged operation the engine rejected: `status` is the SearchError's (absent: an engine bug). */
export interface ApplyFailure {
  seq: number;
  message: string;
  status?: number;
}

export interface Applied {
  /** The last operation applied (or skipped). */
  appliedSeq: number;
  failures: ApplyFailure[];
}

export class EngineReplica {
  engine = new SearchEngine();
  appliedSeq = 0;
  /** While a snapshot is exported between reads: the engine must stay as it is. */
  exporting = false;

  /** The latest snapshot, then the log after it; operations that fail again are skipped (and reported). */
  load(state: StoredState): Applied {
    this.engine = state.snapshot
      ? SearchEngine.fromSnapshot(decodeSnapshot(state.snapshot))
      : new SearchEngine();
    this.appliedSeq = state.lastSeq - state.entries.length;
    const { failures } = this.apply(state.entries, false);
    this.appliedSeq = state.lastSeq;
    return { appliedSeq: this.appliedSeq, failures };
  }

  /**
   * Applies logged operations in order. A write's first application stops at the first failure (the
   * rest of it is discarded from the log); catching up and replaying skip a failure, as it failed before.
   */
  apply(entries: LogEntry[], stopAtFailure: boolean): Applied {
    if (this.exporting) throw new Error('A write reached a search replica while it exports a snapshot');
    const failures: ApplyFailure[] = [];
    for (const { seq, text } of entries) {
      try {
        this.engine.apply(JSON.parse(text) as WriteOperation);
      } catch (error) {
        const status = error instanceof SearchError ? { status: error.status } : {};
        failures.push({ seq, message: error instanceof Error ? error.message : String(error), ...status });
        if (stopAtFailure) return { appliedSeq: seq - 1, failures };
      }
      this.appliedSeq = seq;
    }
    return { appliedSeq: this.appliedSeq, failures };
  }

  /**
   * The whole state with its built indexes (format 4), moved (not copied) to the caller; the journal
   * compresses and stores it.
   */
  exportSnapshot(): Transfer<{ seqUpto: number; bytes: Uint8Array }> {
    return this.#exported(runSteps(this.#exportSteps()));
  }

  /**
   * The same, while this thread keeps answering calls between the export's steps (work-steps.ts): a
   * lone replica answers searches during the ~10 s an export takes at 1M bill_text chunks. The engine
   * must not be written to until it resolves (the pool sends no write; `apply` refuses one).
   */
  async exportSnapshotBetweenReads(
    sliceMs = EXPORT_SLICE_MS,
  ): Promise<Transfer<{ seqUpto: number; bytes: Uint8Array }>> {
    this.exporting = true;
    try {
      return this.#exported(await runStepsYielding(this.#exportSteps(), sliceMs));
    } finally {
      this.exporting = false;
    }
  }

  *#exportSteps(): Steps<Uint8Array<ArrayBuffer>> {
    const state = yield* this.engine.exportBuiltStateInSteps();
    return yield* encodeBuiltSnapshotInSteps(state);
  }

  #exported(bytes: Uint8Array<ArrayBuffer>): Transfer<{ seqUpto: number; bytes: Uint8Array }> {
    return new Transfer({ seqUpto: this.appliedSeq, bytes }, [bytes.buffer]);
  }
}

/**
 * How long an export works before the replica answers the searches that came meanwhile (longer while
 * searches keep coming: work-steps.ts): a search waits about this much more (and a garbage collection).
 */
const EXPORT_SLICE_MS = 10;

/**
 * Writes stopped this long: the replica packs its indexes' lists. Lists written to keep spare room (up to
 * half again what they hold, ~25 MB on demo data filled by the indexer), which an idle server need not
 * hold but for a sixteenth, so that the next write need not grow them; packing takes tens of milliseconds
 * on demo data (~1 s at 1M bill_text chunks), and only indexes written to are packed.
 */
const TRIM_WHEN_IDLE_MS = 2_000;

/** A replica's calls, as its worker thread answers them: loading, writes, snapshots and every read. */
export function replicaApi(replica: EngineReplica) {
  let idleTrim: NodeJS.Timeout | undefined;
  const trimWhenIdle = () => {
    clearTimeout(idleTrim);
    idleTrim = setTimeout(() => {
      // Trimming moves the lists an export reads; the export's end is not idle long, so try again then.
      if (replica.exporting) return trimWhenIdle();
      replica.engine.trim(true);
      collectGarbage();
    }, TRIM_WHEN_IDLE_MS);
    // A pending trim never keeps the worker alive.
    idleTrim.unref();
  };
  return {
    load: (state: StoredState) => {
      const loaded = replica.load(state);
      // A snapshot's lists come tight: the first write would grow every long one and copy the arenas
      // (at 1M bill_text chunks 3.5-4.6 s of CPU at load ~10, searches waiting). Room now, before any
      // search waits, costs ~1 s there and a sixteenth more of the lists' memory.
      replica.engine.trim(true);
      // Loading leaves the decoded snapshot's text and the log's operations behind (~100 MB on demo data).
      collectGarbage();
      return loaded;
    },
    apply: (entries: LogEntry[], stopAtFailure: boolean) => {
      const applied = replica.apply(entries, stopAtFailure);
      trimWhenIdle();
      return applied;
    },
    exportSnapshot: () => replica.exportSnapshotBetweenReads(),
    ...engineReads(() => replica.engine),
  };
}

export type ReplicaApi = ReturnType<typeof replicaApi>;
