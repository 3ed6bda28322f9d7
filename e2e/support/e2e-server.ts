import { spawn, type ChildProcess } from 'node:child_process';

const READY_TIMEOUT_MS = 180_000;

/**
 * Where the suite's servers listen, all counted from E2E_PORT (default 8181) so that one variable moves a
 * whole run off the ports another run uses: each worker's own server at +0, +1, … (at most 8 workers),
 * the two-states server at +8, the notification server at +9 and the live floor's at +10.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 8181);
export const e2ePorts = {
  worker: (parallelIndex: number) => BASE_PORT + parallelIndex,
  twoStates: BASE_PORT + 8,
  notifications: BASE_PORT + 9,
  liveFloor: BASE_PORT + 10,
};

export interface E2eServer {
  origin: string;
  stop(): Promise<void>;
}

const isReady = (origin: string) =>
  fetch(`${origin}/health/ready`).then(
    (response) => response.ok,
    () => false,
  );

async function untilReady(server: ChildProcess, origin: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the e2e server on ${origin} exited with ${server.exitCode}`);
    if (await isReady(origin)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the e2e server on ${origin} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * The app as the e2e suite runs it (scripts/e2e-server.mjs: built server, fresh SQLite file, demo data
 * with its floor session unless `env` turns it off) on `port`, with `env` added; resolves once it is
 * ready (migrated, seeded, indexed, server rendering loaded).
 */
export async function startE2eServer(
  port: number,
  databaseFile: string,
  env: Record<string, string> = {},
): Promise<E2eServer> {
  const origin = `http://127.0.0.1:${port}`;
  // Another run's server there would answer for ours, with its own database.
  if (await isReady(origin)) throw new Error(`${origin} is taken: set E2E_PORT to run beside another run`);
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    // The IPC channel closes when this process ends however it ends, and the script then stops its
    // server: a killed test worker leaves no server holding the port.
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: databaseFile,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM'); // e2e-server.mjs passes it on to the server it started
      await exited;
    }
  };
  try {
    await untilReady(server, origin);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
