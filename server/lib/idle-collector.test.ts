import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('./idle-collector.fixture.ts', import.meta.url));

/** Runs the fixture until `until` holds for its printed footprints (MB) or it has printed `lines` lines. */
async function footprints(args: string[], until: (burst: number, now: number) => boolean, lines = 400) {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', fixture, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const seen: number[] = [];
  try {
    for await (const line of createInterface({ input: child.stdout })) {
      seen.push(Number(line.split(' ')[1]));
      if (seen.length > 1 && until(seen[0]!, seen.at(-1)!)) break;
      if (seen.length >= lines) break;
    }
  } finally {
    child.kill();
  }
  return { burst: seen[0]!, last: seen.at(-1)! };
}

describe('collectWhenIdle', () => {
  it('gives an idle thread’s garbage back (heap and dead buffers) without anything allocating again', async () => {
    // Without the collector the footprint stays near the burst's for good (V8 collects on allocation).
    const { burst, last } = await footprints(['--collect'], (start, now) => now < start * 0.5);
    expect(burst).toBeGreaterThan(60);
    expect(last).toBeLessThan(burst * 0.5);
  }, 120_000);

  it('is what does it: the same thread without it keeps its footprint', async () => {
    const { burst, last } = await footprints([], () => false, 12);
    expect(last).toBeGreaterThan(burst * 0.5);
  }, 120_000);
});
