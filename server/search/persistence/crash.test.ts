import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSearchService } from '../search-service.js';
import { openSearchStore } from './search-store.js';
import { CRASH_INDEX, RECORDS_PER_BATCH, crashIndexSettings } from './testing/crash-batches.js';
// The service's threads run compiled, not through tsx (start-worker.test.ts checks that path).
import '../../testing/compiled-search-workers.js';

const writer = join(import.meta.dirname, 'testing', 'crash-writer.ts');
const ACKS_BEFORE_KILL = 80;

/** Runs the writer until it has acknowledged enough writes, kills it with SIGKILL, returns the acks. */
function runAndKill(file: string): Promise<{ taskID: number; batch: number }[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', writer, file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (output.split('\n').length > ACKS_BEFORE_KILL) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      if (signal !== 'SIGKILL') return reject(new Error(`writer stopped on its own (${String(signal)})`));
      const acks = output
        .split('\n')
        .filter((line) => /^ack \d+ \d+$/.test(line)) // a line cut by the kill is not an acknowledgement
        .map((line) => line.split(' '))
        .map(([, taskID, batch]) => ({ taskID: Number(taskID), batch: Number(batch) }));
      resolve(acks);
    });
  });
}

describe('a write acknowledged before a crash', () => {
  const dir = mkdtempSync(join(tmpdir(), 'search-crash-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is there after SIGKILL, and the state equals replaying every write in order', async () => {
    const file = join(dir, 'search.db');
    const acks = await runAndKill(file);
    expect(acks.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    const store = openSearchStore(file);
    expect(store.latestSnapshot(), 'the writer snapshots every 20 writes').toBeDefined();
    store.close();

    const service = createSearchService({ dataFile: file, appId: 'CRASH' });
    await service.ready;
    const lastAck = acks.at(-1)!;
    expect(service.isPublished(lastAck.taskID)).toBe(true);
    const ids = (batches: number[]) =>
      batches.flatMap((batch) =>
        Array.from({ length: RECORDS_PER_BATCH }, (_, i) => ({
          indexName: CRASH_INDEX,
          objectID: `${batch}-${i}`,
        })),
      );
    const acknowledged = await service.engine.getObjects(ids(acks.map(({ batch }) => batch)));
    expect(acknowledged.filter((record) => record === null)).toEqual([]);

    // Seq 1 is the settings; batch n is seq n + 2. Everything logged, acknowledged or not, is applied,
    // and nothing else: batches 0 … n all there, in full, and the last taskID is n + 2.
    const { nbHits } = await service.engine.search(CRASH_INDEX, { query: '', hitsPerPage: 0 });
    expect(nbHits % RECORDS_PER_BATCH).toBe(0);
    const batches = nbHits / RECORDS_PER_BATCH;
    const logged = await service.engine.getObjects(ids(Array.from({ length: batches }, (_, batch) => batch)));
    expect(logged.filter((record) => record === null)).toEqual([]);
    expect(service.isPublished(batches + 1)).toBe(true);
    expect(service.isPublished(batches + 2)).toBe(false);
    expect(await service.engine.getSettings(CRASH_INDEX)).toMatchObject(crashIndexSettings);
    await service.close();
  });
});
