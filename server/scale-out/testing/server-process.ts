// Real server processes for the scale-out tests: server/server.ts started as `npm start` starts it
// (compiled: the caller passes server/testing/compiled-server.ts's entry), its log kept, its address read
// from Fastify's "Server listening at" line, ready when GET /health/ready answers 200 (migrated, search
// indexes complete).
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ServerProcess {
  /** http://127.0.0.1:port */
  url: string;
  child: ChildProcess;
  /** Everything it has logged so far (pino JSON lines). */
  output(): string;
  /** SIGTERM; resolves with its exit code. */
  stop(): Promise<number | null>;
}

/** Resolves when `condition` holds, checking every `everyMs`; rejects with `describe()` after `timeoutMs`. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  describe: () => string,
  timeoutMs: number,
  everyMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(describe());
    await sleep(everyMs);
  }
}

export async function startServerProcess(
  entry: string,
  env: Record<string, string>,
  options: { readyTimeoutMs?: number; waitForReady?: boolean } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  const timeoutMs = options.readyTimeoutMs ?? 150_000;
  const dead = () => exitCode !== undefined;
  const fail = (what: string) => () =>
    `server ${dead() ? `exited (${exitCode})` : 'still not'} ${what} after ${timeoutMs} ms:\n${output.slice(-4000)}`;

  let url = '';
  await until(
    () => {
      if (dead()) return true;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) url = match[1]!;
      return url !== '';
    },
    fail('listening'),
    timeoutMs,
  );
  if (!url) throw new Error(fail('listening')());
  const process_: ServerProcess = {
    url,
    child,
    output: () => output,
    stop: async () => {
      if (!dead()) child.kill('SIGTERM');
      return exited;
    },
  };
  if (options.waitForReady === false) return process_;
  await until(
    async () =>
      dead() ||
      (await fetch(`${url}/health/ready`)
        .then((response) => response.status === 200)
        .catch(() => false)),
    fail('ready'),
    timeoutMs,
    250,
  );
  if (dead()) throw new Error(fail('ready')());
  return process_;
}

/** A browser over real HTTP: its cookies, and the CSRF token the last auth answer handed it. */
export class HttpBrowser {
  private readonly cookies = new Map<string, string>();
  csrfToken = '';

  async request(base: string, method: string, path: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-csrf-token': this.csrfToken,
        'x-requested-with': 'XMLHttpRequest',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  }

  /** JSON of a request that must succeed with `status`. */
  async json<T>(base: string, method: string, path: string, body?: unknown, status = 200): Promise<T> {
    const response = await this.request(base, method, path, body);
    const text = await response.text();
    if (response.status !== status)
      throw new Error(`${method} ${base}${path} answered ${response.status}, not ${status}: ${text}`);
    const parsed = JSON.parse(text) as T & { csrfToken?: string };
    if (typeof parsed.csrfToken === 'string') this.csrfToken = parsed.csrfToken;
    return parsed;
  }
}
