// The entry point as a real process (compiled, as `npm start` runs it): it migrates a new database, serves HTTP, and exits cleanly on SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledServerForFile } from './testing/compiled-server.js';

const dir = mkdtempSync(join(tmpdir(), 'statehouse-server-'));
const serverEntry = compiledServerForFile();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('server/server.ts', () => {
  it('starts on a fresh database, answers requests and shuts down gracefully on SIGTERM', async () => {
    const child = spawn(process.execPath, [serverEntry()], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_FILE: join(dir, 'statehouse.db'),
        DATABASE_URL: '',
        SEARCH_DATA_FILE: join(dir, 'search.db'),
        SEED_DEMO_DATA: 'false',
        CLIENT_DIR: join(dir, 'no-client'),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    const address = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) {
          clearInterval(timer);
          resolve(match[1]!);
        }
      }, 50);
      void exited.then(() => {
        clearInterval(timer);
        reject(new Error(`server exited before listening:\n${output}`));
      });
    });

    const res = await fetch(`${address}/api/legislator?chamber=house`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    expect(output).toContain('database migrated');

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
  });
});
