// Seeded randomness for the demo generator. Math.random() would make every run different; the same seed
// must give byte-identical rows so screenshots, tests and bug reports about demo data can be reproduced.

/**
 * FNV-1a over the seed and a label path. Each stage (and each bill) draws from its own stream, so changing
 * one generator, or the scale, does not reshuffle the rows of every other one.
 */
export function hashSeed(seed: number, ...labels: (string | number)[]): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (const label of labels) {
    const text = String(label);
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    // A separator, so the labels ('ab', 'c') and ('a', 'bc') give different streams.
    hash = Math.imul(hash ^ 0x2f, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: one 32-bit word of state, fast, and statistically plenty for fake data. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Rng.pick needs a non-empty list');
    return item;
  }

  /** Picks a value with probability proportional to its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of choices) total += weight;
    let target = this.next() * total;
    for (const [value, weight] of choices) {
      target -= weight;
      if (target < 0) return value;
    }
    const last = choices[choices.length - 1];
    if (!last) throw new Error('Rng.weighted needs a non-empty list');
    return last[0];
  }

  /** Up to `count` distinct items, in draw order (rejection sampling: lists are long, counts small). */
  sample<T>(items: readonly T[], count: number): T[] {
    const wanted = Math.min(count, items.length);
    const chosen = new Set<number>();
    while (chosen.size < wanted) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].map((index) => items[index] as T);
  }

  /** A copy of `items` in random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
}

export function streamRng(seed: number, ...labels: (string | number)[]): Rng {
  return new Rng(hashSeed(seed, ...labels));
}
