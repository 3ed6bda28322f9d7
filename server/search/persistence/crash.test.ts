import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SearchEngine } from '../engine/search-engine.js';
import { openDurableSearchEngine } from './restore-search-engine.js';
import { openSearchStore } from './search-store.js';
import { comparableState } from './testing/comparable-state.js';
import { CRASH_INDEX, RECORDS_PER_BATCH, crashBatch, crashSettings } from './testing/crash-batches.js';

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
    const durable = openDurableSearchEngine(store, { everyOperations: 1e9, everyBytes: 1e12 });
    expect(store.latestSnapshot(), 'the writer snapshots every 20 writes').toBeDefined();
    const lastAck = acks.at(-1)!;
    expect(durable.appliedSeq).toBeGreaterThanOrEqual(lastAck.taskID);
    for (const { batch } of acks) {
      for (let i = 0; i < RECORDS_PER_BATCH; i += 1)
        expect(durable.engine.getObject(CRASH_INDEX, `${batch}-${i}`), `${batch}-${i}`).toBeDefined();
    }

    // Seq 1 is the settings; batch n is seq n + 2. Everything logged, acknowledged or not, is applied.
    const expected = new SearchEngine();
    expected.apply(crashSettings);
    for (let batch = 0; batch <= durable.appliedSeq - 2; batch += 1) expected.apply(crashBatch(batch));
    expect(comparableState(durable.engine)).toEqual(comparableState(expected));
    store.close();
  });
});
