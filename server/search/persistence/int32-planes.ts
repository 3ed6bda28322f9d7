// How a snapshot stores a typed array of the index (format 4, issue 21): its numbers' four bytes as four
// planes (every number's lowest byte, then every second byte, …), and, when the numbers mostly ascend
// (posting lists, offsets), the differences from the previous number instead of the numbers. gzip finds
// little to repeat in raw 32-bit numbers (a posting list of document numbers is all different bytes);
// planes of small differences are mostly zeros. At 100k bill_text chunks the typed arrays took 20.5 MB
// gzip'd, 5.3 MB so, and compressing them took most of a snapshot's compression time. Reading the planes
// back writes a new array, which also spares the copy that kept the snapshot's bytes from being freed.

import { ITEMS_PER_STEP, runSteps, type Steps } from '../engine/work-steps.js';

/** Planes of differences when at least this share of the numbers is at least the one before. */
const ASCENDING_SHARE = 0.9;

/** Whether storing `values` as differences pays: they mostly ascend. */
export function mostlyAscending(values: Int32Array): boolean {
  return runSteps(mostlyAscendingInSteps(values));
}

/** `mostlyAscending` in steps (work-steps.ts). */
export function* mostlyAscendingInSteps(values: Int32Array): Steps<boolean> {
  let ascending = 0;
  for (let from = 1; from < values.length; from += ITEMS_PER_STEP) {
    const to = Math.min(values.length, from + ITEMS_PER_STEP);
    for (let i = from; i < to; i++) if (values[i]! >= values[i - 1]!) ascending++;
    yield;
  }
  return values.length > 1 && ascending >= (values.length - 1) * ASCENDING_SHARE;
}

/** `values` as four byte planes, of the differences when `differences` (wrapping, as 32-bit numbers). */
export function toPlanes(values: Int32Array, differences: boolean): Uint8Array {
  return runSteps(toPlanesInSteps(values, differences));
}

/** `toPlanes` in steps (work-steps.ts). */
export function* toPlanesInSteps(values: Int32Array, differences: boolean): Steps<Uint8Array> {
  const n = values.length;
  const planes = new Uint8Array(n * 4);
  let previous = 0;
  for (let from = 0; from < n; from += ITEMS_PER_STEP) {
    const to = Math.min(n, from + ITEMS_PER_STEP);
    for (let i = from; i < to; i++) {
      const value = values[i]!;
      const stored = differences ? (value - previous) | 0 : value;
      previous = value;
      planes[i] = stored;
      planes[n + i] = stored >>> 8;
      planes[2 * n + i] = stored >>> 16;
      planes[3 * n + i] = stored >>> 24;
    }
    yield;
  }
  return planes;
}

/** The numbers `toPlanes` stored, in a new array. */
export function fromPlanes(planes: Uint8Array, differences: boolean): Int32Array {
  if (planes.length % 4 !== 0) throw new Error('Search snapshot is inconsistent: a partial 32-bit number');
  const n = planes.length / 4;
  const values = new Int32Array(n);
  let previous = 0;
  for (let i = 0; i < n; i++) {
    const stored =
      planes[i]! | (planes[n + i]! << 8) | (planes[2 * n + i]! << 16) | (planes[3 * n + i]! << 24);
    previous = differences ? (previous + stored) | 0 : stored;
    values[i] = previous;
  }
  return values;
}
