// A snapshot's typed arrays come back number for number from their byte planes, ascending or not.
import { describe, expect, it } from 'vitest';
import { fromPlanes, mostlyAscending, toPlanes } from './int32-planes.js';

const postings = Int32Array.from({ length: 5000 }, (_, i) => i * 10 + (i % 7));
// Occurrences: attribute slot << 16 | position, a document's last one with the top bit set (negative).
const occurrences = Int32Array.from(
  { length: 5000 },
  (_, i) => ((i % 3) << 16) | (i % 200) | (i % 4 ? 0 : 1 << 31),
);
const extremes = Int32Array.from([0, -1, 2 ** 31 - 1, -(2 ** 31), 1, -(2 ** 31), 2 ** 31 - 1]);

describe('int32 planes', () => {
  it('give back every number, as differences or not', () => {
    for (const values of [postings, occurrences, extremes, new Int32Array(0), Int32Array.of(7)])
      for (const differences of [false, true])
        expect(fromPlanes(toPlanes(values, differences), differences)).toEqual(values);
  });

  it('store differences for numbers that mostly ascend, not for others', () => {
    expect(mostlyAscending(postings)).toBe(true);
    expect(mostlyAscending(occurrences)).toBe(false);
    expect(mostlyAscending(new Int32Array(0))).toBe(false);
  });

  it('refuse a partial number', () => {
    expect(() => fromPlanes(new Uint8Array(7), false)).toThrow(/partial 32-bit number/);
  });
});
