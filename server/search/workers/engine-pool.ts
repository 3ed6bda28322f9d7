// The search engine off the API's event loop (issue 17). Worker threads:
//   - a journal (persistence/journal.ts): the fsync'd write-ahead log and the snapshots;
//   - one or more engine replicas (engine-replica.ts), each holding every index.
// Searches go to a replica that is up to date and not busy. A write is logged by the journal, then
// applied by one replica while the others keep answering from the state before it; once applied it is
// published (searches go to that replica only) and the others catch up one at a time, each answering
// searches again once level. A snapshot is exported by a replica that keeps answering searches between
// the export's steps (a lone one must: ~10 s at 1M bill_text chunks); writes wait for its end. With one
// replica (the default, SEARCH_WORKERS=1) a write pauses searches while it is applied (up to most of a
// second of CPU for 1,000 records at 1M chunks); with two or more, never. Queues are bounded: past them
// a request gets a 429 at once.
import { SearchError } from '../engine/search-error.js';
import type { JournalApi, SnapshotPolicy, StoredState } from '../persistence/journal.js';
import type { LogEntry } from '../persistence/search-store.js';
import type { WriteOperation } from '../types.js';
import type { ReplicaApi } from './engine-replica.js';
import type { EngineReads } from './engine-reads.js';
import { startWorker } from './start-worker.js';
import { RpcClient, type Answer } from './worker-rpc.js';

export interface QueueLimits {
  /** Searches waiting for a replica (beyond those running). Algolia's "Throttling limit" is 100 pending requests. */
  pendingReads: number;
  /** Writes waiting to be applied, and their JSON's bytes together (each can be a 10 MB batch). */
  pendingWrites: number;
  pendingWriteBytes: number;
  /** Searches sent to one replica at a time: two keep it busy without queueing in its thread. */
  readsPerReplica: number;
  /** How long a search waits for the indexes to load at start before a 503. */
  loadWaitMs: number;
}

export const DEFAULT_QUEUE_LIMITS: QueueLimits = {
  pendingReads: 100,
  pendingWrites: 100,
  pendingWriteBytes: 256 * 1024 * 1024,
  readsPerReplica: 2,
  loadWaitMs: 20_000,
};

export interface EnginePoolOptions {
  /** SQLite file of the search store; `:memory:` for tests. */
  dataFile: string;
  policy: SnapshotPolicy;
  /** Engine replicas (worker threads), each holding every index. */
  replicas: number;
  limits?: Partial<QueueLimits>;
  warn(message: string, details: Record<string, unknown>): void;
}

type ReadMethod = keyof EngineReads & string;

interface Replica {
  rpc: RpcClient<ReplicaApi>;
  state: 'loading' | 'ready' | 'stopped';
  /** What it does besides searches (during which it takes none). */
  task: 'none' | 'applying' | 'snapshotting';
  /** The last logged operation it applied (while loading: the one it will be at). */
  appliedSeq: number;
  reads: number;
  restarts: number;
}

interface ReadJob {
  method: ReadMethod;
  args: unknown[];
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface WriteJob {
  texts: string[];
  bytes: number;
  resolve(taskID: number): void;
  reject(error: unknown): void;
}

/** A replica that stopped is started again this many times, then left stopped. */
const MAX_RESTARTS = 3;

// Named through a variable: Vite (the component tests' DOM environment) rewrites a literal
// `new URL('./x', import.meta.url)` into an http: asset URL, which a worker cannot load.
const sibling = (name: string) => new URL(name, import.meta.url);
const journalEntry = sibling('./journal-worker.ts');
const replicaEntry = sibling('./engine-worker.ts');
// Built JavaScript (no tsx) runs the .js next to this file.
const entryOf = (url: URL) =>
  import.meta.url.endsWith('.js') ? new URL(url.href.replace(/\.ts$/, '.js')) : url;

export class EnginePool {
  /** Resolves once a replica has loaded every index from the latest snapshot and the log after it. */
  readonly ready: Promise<void>;
  readonly #options: EnginePoolOptions;
  readonly #limits: QueueLimits;
  readonly #journal: RpcClient<JournalApi>;
  readonly #replicas: Replica[] = [];
  readonly #reads: ReadJob[] = [];
  readonly #writes: WriteJob[] = [];
  /** Logged operations some replica has still to apply. */
  #log: LogEntry[] = [];
  #publishedSeq = 0;
  #loaded = false;
  #loadError: unknown;
  #pendingWriteBytes = 0;
  #writesPending = 0;
  #maintaining = false;
  #snapshotDue = false;
  #snapshotSaving: Promise<void> | undefined;
  #closing: Promise<void> | undefined;
  #idleWaiters: (() => void)[] = [];

  constructor(options: EnginePoolOptions) {
    this.#options = options;
    this.#limits = { ...DEFAULT_QUEUE_LIMITS, ...options.limits };
    this.#journal = new RpcClient(startWorker(entryOf(journalEntry)), (error) =>
      options.warn('the search journal stopped; writes fail until a restart', { error: String(error) }),
    );
    for (let i = 0; i < Math.max(1, options.replicas); i++) this.#replicas.push(this.#startReplica(0));
    this.ready = this.#load();
    // Callers may never ask; a failed load still must not be an unhandled rejection.
    this.ready.catch((error: unknown) => {
      this.#loadError = error;
      options.warn('the search indexes could not be loaded', { error: String(error) });
      for (const job of this.#writes.splice(0)) job.reject(unavailable());
    });
  }

  get isReady(): boolean {
    return this.#loaded;
  }

  /** Writes accepted and not yet searchable (waiting, being logged or applied). */
  get writesPending(): number {
    return this.#writesPending;
  }

  /** The taskID of the latest write searches see. */
  get publishedSeq(): number {
    return this.#publishedSeq;
  }

  /** A read of the engine on an up-to-date replica (engine-reads.ts). */
  async read<K extends ReadMethod>(
    method: K,
    ...args: Parameters<EngineReads[K]>
  ): Promise<Answer<ReplicaApi, K>> {
    this.#refuseWhenClosing();
    if (this.#reads.length >= this.#limits.pendingReads)
      throw new SearchError(429, 'Too many searches are waiting; retry in a moment');
    if (!this.#loaded) await this.#loadedOrUnavailable();
    return new Promise((resolve, reject) => {
      this.#reads.push({ method, args, resolve: resolve as (value: unknown) => void, reject });
      this.#pump();
    });
  }

  /** Logs then applies the operations; resolves with the taskID once searches see them. */
  async write(ops: WriteOperation[]): Promise<number> {
    this.#refuseWhenClosing();
    if (this.#loadError) throw unavailable();
    if (ops.length === 0) return this.#publishedSeq;
    // JSON once, here: the journal stores it and each replica parses its own copy of it.
    const texts = ops.map((op) => JSON.stringify(op));
    const bytes = texts.reduce((sum, text) => sum + text.length, 0);
    const full =
      this.#writes.length >= this.#limits.pendingWrites ||
      (this.#writes.length > 0 && this.#pendingWriteBytes + bytes > this.#limits.pendingWriteBytes);
    if (full) throw new SearchError(429, 'Too many writes are waiting to be applied; retry in a moment');
    this.#pendingWriteBytes += bytes;
    this.#writesPending++;
    try {
      return await new Promise<number>((resolve, reject) => {
        this.#writes.push({ texts, bytes, resolve, reject });
        this.#pump();
      });
    } finally {
      this.#writesPending--;
    }
  }

  /** Finishes the writes accepted, saves a final snapshot when the log grew, and stops every thread. */
  close(): Promise<void> {
    this.#closing ??= this.#close();
    return this.#closing;
  }

  async #close(): Promise<void> {
    const loaded = await this.ready.then(
      () => true,
      () => false,
    );
    if (loaded) {
      await this.#idle();
      const replica = this.#replicas.find((r) => r.state === 'ready' && r.appliedSeq === this.#publishedSeq);
      if (replica && (await this.#journal.call('unsnapshotted'))) await this.#snapshot(replica);
      await this.#snapshotSaving;
    }
    for (const job of this.#reads.splice(0)) job.reject(closedError());
    await this.#journal.call('close').catch(() => {});
    await Promise.all([this.#journal, ...this.#replicas.map((r) => r.rpc)].map((rpc) => rpc.terminate()));
  }

  #refuseWhenClosing(): void {
    if (this.#closing) throw closedError();
  }

  async #load(): Promise<void> {
    await this.#journal.call('open', this.#options.dataFile, this.#options.policy);
    const state = await this.#journal.call('load');
    this.#publishedSeq = state.lastSeq;
    await Promise.any(this.#replicas.map((replica, i) => this.#loadReplica(replica, state, i === 0)));
    this.#loaded = true;
    this.#pump();
  }

  /** Waits (a bounded time) for the start-up load, so a search never sees a half-loaded store. */
  async #loadedOrUnavailable(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new SearchError(503, 'The search indexes are still loading; retry in a few seconds')),
        this.#limits.loadWaitMs,
      );
    });
    try {
      await Promise.race([this.ready, timeout]);
    } catch (error) {
      if (error instanceof SearchError) throw error;
      throw unavailable();
    } finally {
      clearTimeout(timer);
    }
  }

  #startReplica(restarts: number): Replica {
    const replica: Replica = {
      rpc: undefined as unknown as RpcClient<ReplicaApi>,
      state: 'loading',
      task: 'none',
      appliedSeq: this.#publishedSeq,
      reads: 0,
      restarts,
    };
    replica.rpc = new RpcClient(startWorker(entryOf(replicaEntry)), (error) => {
      replica.state = 'stopped';
      this.#options.warn('a search engine replica stopped', { error: String(error), restarts });
      this.#pump();
    });
    return replica;
  }

  async #loadReplica(replica: Replica, state: StoredState, report: boolean): Promise<void> {
    replica.appliedSeq = state.lastSeq;
    const { failures } = await replica.rpc.call('load', state);
    if (report)
      for (const failure of failures)
        this.#options.warn('a logged operation failed again on replay; skipped', { ...failure });
    if (replica.state === 'loading') replica.state = 'ready';
    this.#pump();
  }

  /** Sends waiting searches to free replicas, then starts the next write, catch-up or snapshot. */
  #pump(): void {
    while (this.#reads.length > 0) {
      const replica = this.#freeReplica();
      if (!replica) break;
      const job = this.#reads.shift()!;
      replica.reads++;
      replica.rpc
        .call(job.method, ...(job.args as Parameters<EngineReads[typeof job.method]>))
        .then(job.resolve, job.reject)
        .finally(() => {
          replica.reads--;
          this.#pump();
        });
    }
    if (this.#reads.length > 0 && this.#loaded && !this.#replicas.some((r) => r.state !== 'stopped'))
      for (const job of this.#reads.splice(0)) job.reject(unavailable());
    this.#maintain();
  }

  /**
   * An up-to-date replica not applying a write, the least busy first. One exporting a snapshot answers
   * searches between the export's steps (engine-replica.ts), and is taken only when no other is free.
   */
  #freeReplica(): Replica | undefined {
    const busy = (replica: Replica) =>
      replica.reads + (replica.task === 'snapshotting' ? this.#limits.readsPerReplica : 0);
    let best: Replica | undefined;
    for (const replica of this.#replicas)
      if (
        this.#upToDate(replica) &&
        replica.task !== 'applying' &&
        replica.reads < this.#limits.readsPerReplica &&
        (!best || busy(replica) < busy(best))
      )
        best = replica;
    return best;
  }

  /** Up-to-date replicas with no task (neither applying a write nor exporting a snapshot). */
  #current(): Replica[] {
    return this.#replicas.filter((r) => this.#upToDate(r) && r.task === 'none');
  }

  /** Ready, and has applied every published write. */
  #upToDate(replica: Replica): boolean {
    return replica.state === 'ready' && replica.appliedSeq === this.#publishedSeq;
  }

  /** One task at a time, in this order: catch a replica up, restart one, snapshot, apply a write. */
  #maintain(): void {
    if (this.#maintaining || !this.#loaded) return;
    const task = this.#nextTask();
    if (!task) {
      if (this.#writes.length === 0 && !this.#snapshotSaving)
        for (const resolve of this.#idleWaiters.splice(0)) resolve();
      return;
    }
    this.#maintaining = true;
    task()
      .catch((error: unknown) => this.#options.warn('search engine upkeep failed', { error: String(error) }))
      .finally(() => {
        this.#maintaining = false;
        this.#pump();
      });
  }

  #nextTask(): (() => Promise<void>) | undefined {
    const behind = this.#replicas.find(
      (r) => r.state === 'ready' && r.task === 'none' && r.appliedSeq < this.#publishedSeq,
    );
    if (behind) return () => this.#catchUp(behind);
    const stopped = this.#replicas.findIndex((r) => r.state === 'stopped' && r.restarts < MAX_RESTARTS);
    if (stopped >= 0 && !this.#closing) return () => this.#restart(stopped);
    if (this.#snapshotDue && !this.#snapshotSaving) {
      const replica = this.#spare();
      if (replica) return () => this.#snapshot(replica);
    }
    if (this.#writes.length > 0) {
      const replica = this.#spare();
      if (replica) return () => this.#applyNextWrite(replica);
    }
    return undefined;
  }

  /**
   * A replica that can be taken off searches: another up-to-date one keeps answering them. With a single
   * replica running (SEARCH_WORKERS=1, or the others stopped for good), that one.
   */
  #spare(): Replica | undefined {
    const current = this.#current().sort((a, b) => a.reads - b.reads);
    const running = this.#replicas.filter((r) => r.state !== 'stopped').length;
    return current.length >= 2 || (current.length === 1 && running === 1) ? current[0] : undefined;
  }

  async #applyNextWrite(target: Replica): Promise<void> {
    const job = this.#writes.shift()!;
    this.#pendingWriteBytes -= job.bytes;
    target.task = 'applying';
    try {
      const { firstSeq, snapshotDue } = await this.#journal.call('append', job.texts);
      this.#snapshotDue ||= snapshotDue;
      const entries = job.texts.map((text, i) => ({ seq: firstSeq + i, text }));
      let applied: Awaited<ReturnType<ReplicaApi['apply']>>;
      try {
        applied = await target.rpc.call('apply', entries, true);
      } catch (error) {
        // The replica stopped mid-write. The write is logged, so it stands: the others apply it too.
        this.#publish(entries);
        throw error;
      }
      target.appliedSeq = applied.appliedSeq;
      this.#publish(entries.filter((entry) => entry.seq <= applied.appliedSeq));
      target.task = 'none';
      const [failure] = applied.failures;
      if (!failure) return job.resolve(applied.appliedSeq);
      // Algolia's behaviour: the operations before the rejected one stand; it and the rest never happened.
      await this.#journal.call('discardFrom', failure.seq);
      job.reject(new SearchError(failure.status ?? 500, failure.message));
    } catch (error) {
      job.reject(error);
    } finally {
      target.task = 'none';
    }
  }

  /** Searches now go to the replicas that applied up to `entries`' last; the others catch up. */
  #publish(entries: LogEntry[]): void {
    if (entries.length === 0) return;
    this.#log.push(...entries);
    this.#publishedSeq = entries.at(-1)!.seq;
  }

  async #catchUp(replica: Replica): Promise<void> {
    replica.task = 'applying';
    try {
      const entries = this.#log.filter((entry) => entry.seq > replica.appliedSeq);
      const { appliedSeq, failures } = await replica.rpc.call('apply', entries, false);
      // The same operations succeeded on the replica that applied them first: replicas have diverged.
      for (const failure of failures)
        this.#options.warn('a search replica failed an operation another applied', { ...failure });
      replica.appliedSeq = appliedSeq;
    } finally {
      replica.task = 'none';
      this.#trimLog();
    }
  }

  #trimLog(): void {
    const running = this.#replicas.filter((r) => r.state !== 'stopped');
    const oldest = Math.min(...running.map((r) => r.appliedSeq));
    this.#log = this.#log.filter((entry) => entry.seq > oldest);
  }

  /** A stopped replica starts again from the journal (no write is half done: tasks run one at a time). */
  async #restart(index: number): Promise<void> {
    const replica = this.#startReplica(this.#replicas[index]!.restarts + 1);
    this.#replicas[index] = replica;
    const state = await this.#journal.call('load');
    // Loading takes seconds; the others keep working meanwhile and it catches up from the log after.
    void this.#loadReplica(replica, state, false).catch((error: unknown) =>
      this.#options.warn('a restarted search replica could not load', { error: String(error) }),
    );
  }

  async #snapshot(replica: Replica): Promise<void> {
    replica.task = 'snapshotting';
    let exported: { seqUpto: number; bytes: Uint8Array };
    try {
      exported = await replica.rpc.call('exportSnapshot');
    } finally {
      replica.task = 'none';
    }
    this.#snapshotDue = false;
    // Compressing and storing it is the journal's; searches and writes go on meanwhile.
    this.#snapshotSaving = this.#journal
      .callMoving('saveSnapshot', [exported.bytes.buffer as ArrayBuffer], exported.seqUpto, exported.bytes)
      .then(({ snapshotDue }) => {
        this.#snapshotDue = snapshotDue;
      })
      .catch((error: unknown) =>
        this.#options.warn('search snapshot failed; the log is kept', { error: String(error) }),
      )
      .finally(() => {
        this.#snapshotSaving = undefined;
        this.#pump();
      });
  }

  /** Resolves once no write waits, no task runs and no snapshot is being saved. */
  #idle(): Promise<void> {
    return new Promise((resolve) => {
      this.#idleWaiters.push(resolve);
      this.#pump();
    });
  }
}

function unavailable(): SearchError {
  return new SearchError(503, 'The search engine is unavailable; retry in a moment');
}

function closedError(): SearchError {
  return new SearchError(503, 'The search engine is shutting down');
}
