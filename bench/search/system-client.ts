// bench:search's side of a system's process (system-process.ts): starts it, has it build, sends requests.
import { fork, type ChildProcess } from 'node:child_process';
import type { BenchRequest } from './query-set.js';
import type { SearchOutcome } from './system.js';
import type { SystemCall } from './system-process.js';

export interface Built {
  buildMs: number;
  /** JS heap and array buffers the index added (records already in memory not counted), plus native memory. */
  memoryBytes: number;
}

export interface Timed {
  /** Wall-clock milliseconds of the request, measured in the system's process (no IPC in it). */
  ms: number;
  /** CPU milliseconds of that process meanwhile. */
  cpu: number;
  outcome: SearchOutcome;
}

type Reply = { ok: true; reply: unknown } | { ok: false; message: string };

export class SystemClient {
  private readonly child: ChildProcess;
  private pending: { resolve: (value: unknown) => void; reject: (error: Error) => void } | undefined;

  constructor(
    readonly name: string,
    corpusFile: string,
    derived: number,
  ) {
    this.child = fork(new URL('./system-process.ts', import.meta.url), [name, corpusFile, String(derived)], {
      execArgv: ['--import', 'tsx', '--expose-gc', '--max-old-space-size=16384'],
    });
    this.child.on('message', (message: Reply) => {
      const pending = this.pending;
      this.pending = undefined;
      if (message.ok) pending?.resolve(message.reply);
      else pending?.reject(new Error(`${name}: ${message.message}`));
    });
    this.child.on('exit', (code) => {
      this.pending?.reject(new Error(`${name}: its process exited (${code})`));
      this.pending = undefined;
    });
  }

  build(): Promise<Built> {
    return this.call({ type: 'build' }) as Promise<Built>;
  }

  run(request: BenchRequest): Promise<Timed> {
    return this.call({ type: 'run', request }) as Promise<Timed>;
  }

  close(): void {
    this.child.kill();
  }

  /** One call at a time: the driver sends each request to one system and waits for it. */
  private call(message: SystemCall): Promise<unknown> {
    if (this.pending) throw new Error(`${this.name}: a call is already waiting`);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.child.send(message);
    });
  }
}
