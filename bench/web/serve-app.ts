import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ServedApp {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Seeding a fresh database and indexing it for search takes a while on a small machine. */
const START_TIMEOUT_MS = 300_000;

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await sleep(500);
  }
  throw new Error(`The server did not answer ${url} within ${START_TIMEOUT_MS / 1000} s.`);
}

/**
 * The built app on its own port and a fresh database, started the way the e2e suite does
 * (scripts/e2e-server.mjs) so bench and screenshots never touch var/statehouse.db.
 */
export async function serveBuiltApp(options: {
  port: number;
  name: string;
  scale?: string;
}): Promise<ServedApp> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_FILE: `var/${options.name}/statehouse.db`,
      SEED_SCALE: options.scale ?? '1',
      // A floor action every second would keep the server busy while pages are measured or pictured.
      DEMO_FLOOR_SESSION: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  try {
    await waitUntilUp(`${baseUrl}/api/legislator?chamber=house`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
