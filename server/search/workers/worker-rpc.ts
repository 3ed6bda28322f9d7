// Calls into a worker thread as promises: each call carries an id and its answer (or error) comes back
// with it. Errors keep their HTTP status across the thread boundary (a SearchError thrown in a worker
// is a SearchError with the same status here), so the API answers the same as if it ran in-thread.
import { parentPort, type Transferable, type Worker } from 'node:worker_threads';
import { SearchError } from '../engine/search-error.js';

// `any` because handlers are called with the arguments sent over the port, whatever their types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (...args: any[]) => unknown;
export type Handlers = Record<string, Handler>;

interface Call {
  id: number;
  method: string;
  args: unknown[];
}

interface SentError {
  message: string;
  status?: number;
  stack?: string;
}

type Reply = { id: number; value: unknown } | { id: number; error: SentError };

/** A handler's answer whose buffers are moved to the caller rather than copied. */
export class Transfer<T> {
  constructor(
    readonly value: T,
    readonly list: Transferable[],
  ) {}
}

/** What a call to `method` resolves to. */
export type Answer<H extends Handlers, K extends keyof H> =
  Awaited<ReturnType<H[K]>> extends Transfer<infer V> ? V : Awaited<ReturnType<H[K]>>;

/** In the worker: answers the calls sent by its RpcClient with `handlers`. */
export function serve(handlers: Handlers): void {
  const port = parentPort;
  if (!port) throw new Error('serve() is for a worker thread');
  port.on('message', (call: Call) => {
    void (async () => {
      try {
        const handler = handlers[call.method];
        if (!handler) throw new Error(`No method '${call.method}' in this worker`);
        const result = await handler(...call.args);
        if (result instanceof Transfer) port.postMessage({ id: call.id, value: result.value }, result.list);
        else port.postMessage({ id: call.id, value: result });
      } catch (error) {
        port.postMessage({ id: call.id, error: sentError(error) });
      }
    })();
  });
}

/** In the calling thread: the worker's handlers as promises. */
export class RpcClient<H extends Handlers> {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #nextId = 0;
  #stopped: Error | undefined;

  /** `onStop` is told when the worker stops other than through `terminate()` (a crash, out of memory). */
  constructor(worker: Worker, onStop?: (error: Error) => void) {
    this.#worker = worker;
    let terminating = false;
    worker.on('message', (reply: Reply) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      if ('error' in reply) pending.reject(receivedError(reply.error));
      else pending.resolve(reply.value);
    });
    const stop = (error: Error) => {
      if (this.#stopped) return;
      this.#stopped = error;
      for (const { reject } of this.#pending.values()) reject(error);
      this.#pending.clear();
      if (!terminating) onStop?.(error);
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`The search worker stopped (exit code ${code})`)));
    this.terminate = async () => {
      terminating = true;
      await worker.terminate();
    };
  }

  /** Stops the worker; calls still waiting are rejected. */
  readonly terminate: () => Promise<void>;

  /** Calls still waiting for their answer. */
  get waiting(): number {
    return this.#pending.size;
  }

  call<K extends keyof H & string>(method: K, ...args: Parameters<H[K]>): Promise<Answer<H, K>> {
    return this.callMoving(method, [], ...args);
  }

  /** A call whose `transfer` buffers (in its arguments) are moved to the worker rather than copied. */
  callMoving<K extends keyof H & string>(
    method: K,
    transfer: Transferable[],
    ...args: Parameters<H[K]>
  ): Promise<Answer<H, K>> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.#worker.postMessage({ id, method, args } satisfies Call, transfer);
      } catch (error) {
        // An argument that cannot be copied to another thread (a function, a value nested too deep).
        this.#pending.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }
}

function sentError(error: unknown): SentError {
  if (error instanceof SearchError) return { message: error.message, status: error.status };
  if (error instanceof Error)
    return { message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { message: String(error) };
}

function receivedError(sent: SentError): Error {
  if (sent.status !== undefined) return new SearchError(sent.status, sent.message);
  const error = new Error(sent.message);
  if (sent.stack) error.stack = `${sent.stack}\n    (in a search worker thread)`;
  return error;
}
