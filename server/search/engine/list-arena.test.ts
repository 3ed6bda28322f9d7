import { describe, expect, it } from 'vitest';
import { ByteListArena, ListArena } from './list-arena.js';

/** A deterministic pseudo-random sequence (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function contents(arena: ListArena | ByteListArena, lists: number): number[][] {
  return Array.from({ length: lists }, (_, list) =>
    Array.from(arena.values.subarray(arena.start(list), arena.start(list) + arena.length(list))),
  );
}

/**
 * Pushes `pushes` values (i, or i % `modulo`) to lists drawn skewed, as frequent terms get most values,
 * trimming after the pushes numbered in `trimAt`; returns what each list should hold.
 */
function pushSkewed(
  arena: ListArena | ByteListArena,
  options: { seed: number; lists: number; pushes: number; trimAt: number[]; modulo?: number },
): number[][] {
  const next = random(options.seed);
  const expected: number[][] = Array.from({ length: options.lists }, () => []);
  for (let i = 0; i < options.pushes; i++) {
    const list = Math.floor(next() ** 3 * expected.length);
    const value = options.modulo === undefined ? i : i % options.modulo;
    arena.push(list, value);
    expected[list]!.push(value);
    if (options.trimAt.includes(i)) arena.trim();
  }
  return expected;
}

describe('ListArena', () => {
  it('holds what was pushed to each list, through moves, packing and trims', () => {
    const arena = new ListArena();
    const expected = pushSkewed(arena, { seed: 7, lists: 300, pushes: 60_000, trimAt: [20_000, 45_000] });
    expect(contents(arena, expected.length)).toEqual(expected);
    arena.trim();
    expect(arena.values.length).toBe(60_000);
    expect(contents(arena, expected.length)).toEqual(expected);
  });

  it('keeps room for the next writes when trimmed with room, so long lists neither move nor grow the arena', () => {
    const arena = new ListArena();
    const expected = pushSkewed(arena, { seed: 5, lists: 300, pushes: 60_000, trimAt: [] });
    arena.trim(true);
    expect(arena.values.length).toBeGreaterThan(60_000);
    expect(arena.values.length).toBeLessThanOrEqual(60_000 * (1 + 2 / 16) + 300);
    const longest = expected.reduce((best, list, i) => (list.length > expected[best]!.length ? i : best), 0);
    const [values, start] = [arena.values, arena.start(longest)];
    // A write's worth: a sixteenth of the longest list, then one value to each other list.
    for (let i = 0; i < expected[longest]!.length / 16 - 1; i++) arena.push(longest, i);
    for (let list = 0; list < 300; list++) if (list !== longest) arena.push(list, list);
    expect(arena.values).toBe(values);
    expect(arena.start(longest)).toBe(start);
    // Trimmed tight instead, the same write grows the arena.
    const tight = new ListArena();
    pushSkewed(tight, { seed: 5, lists: 300, pushes: 60_000, trimAt: [] });
    tight.trim();
    const tightValues = tight.values;
    tight.push(longest, 1);
    expect(tight.values).not.toBe(tightValues);
    // Restored tight from a snapshot, its lists get room the same way, once.
    const restored = ListArena.restore(arena.saved());
    restored.trim(true);
    const roomy = restored.values;
    expect(roomy.length).toBeGreaterThan(restored.saved().values.length);
    restored.trim(true);
    expect(restored.values).toBe(roomy);
  });

  it('answers empty for lists never pushed to', () => {
    const arena = new ListArena();
    arena.push(3, 42);
    expect([arena.length(0), arena.length(3), arena.length(10)]).toEqual([0, 1, 0]);
    expect(arena.values[arena.start(3)]).toBe(42);
    expect(arena.listCount).toBe(4);
  });

  it('keeps the values it holds within a small multiple while lists grow one value at a time', () => {
    const arena = new ListArena();
    for (let i = 0; i < 100_000; i++) arena.push(i % 1000, i);
    expect(arena.values.length).toBeLessThan(4 * 100_000);
  });

  it('holds bytes the same way (ByteListArena), and restores its saved lists', () => {
    const arena = new ByteListArena();
    const expected = pushSkewed(arena, {
      seed: 11,
      lists: 200,
      pushes: 30_000,
      trimAt: [10_000],
      modulo: 251,
    });
    expect(arena.values).toBeInstanceOf(Uint8Array);
    expect(contents(arena, expected.length)).toEqual(expected);
    const restored = ByteListArena.restore(arena.saved());
    expect(contents(restored, expected.length)).toEqual(expected);
  });
});
