// Starts the real server for Playwright on a fresh database (removed first, so every run starts the same).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';

const file = process.env.DATABASE_FILE ?? 'var/e2e/statehouse.db';
rmSync(dirname(file), { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_FILE: file,
    SEARCH_DATA_FILE: `${dirname(file)}/search.db`,
    SEED_SCALE: process.env.SEED_SCALE ?? '0.25',
    // Fast enough that the live-calendar test sees a new floor action within a few seconds.
    DEMO_FLOOR_SESSION_INTERVAL_SECONDS: '1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
