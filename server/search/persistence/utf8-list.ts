// A list of strings as a snapshot stores it when that is all it holds (format 4: a chunk's text, record
// ids): the UTF-8 bytes of each after the others, preceded by their byte lengths (as int32 planes). At
// 100k bill_text chunks reading the texts back so took 72 ms of CPU; as JSON lines, decoding the lines and
// parsing them took 180 ms.
import { runSteps, type Steps } from '../engine/work-steps.js';
import { fromPlanes, toPlanesInSteps } from './int32-planes.js';

/**
 * Whether `values` can be stored so: strings only, each well-formed. UTF-8 has no lone surrogate (a
 * string cut inside a character) and would store U+FFFD for one; JSON keeps it escaped.
 */
export function isUtf8List(values: readonly unknown[]): values is string[] {
  return values.every(
    (value) => typeof value === 'string' && (value as string & { isWellFormed(): boolean }).isWellFormed(),
  );
}

export function toUtf8List(values: readonly string[]): Uint8Array {
  return runSteps(toUtf8ListInSteps(values));
}

/** Strings measured, then written, between two yields. */
const STRINGS_PER_STEP = 4096;

/** `toUtf8List` in steps (work-steps.ts). */
export function* toUtf8ListInSteps(values: readonly string[]): Steps<Uint8Array> {
  const lengths = new Int32Array(values.length);
  let total = 0;
  for (let from = 0; from < values.length; from += STRINGS_PER_STEP) {
    const to = Math.min(values.length, from + STRINGS_PER_STEP);
    for (let i = from; i < to; i++) total += lengths[i] = Buffer.byteLength(values[i]!, 'utf8');
    yield;
  }
  const planes = yield* toPlanesInSteps(lengths, false);
  const bytes = Buffer.allocUnsafeSlow(planes.length + total);
  bytes.set(planes, 0);
  let at = planes.length;
  for (let from = 0; from < values.length; from += STRINGS_PER_STEP) {
    const to = Math.min(values.length, from + STRINGS_PER_STEP);
    for (let i = from; i < to; i++) at += bytes.write(values[i]!, at, 'utf8');
    yield;
  }
  return bytes;
}

/** The `count` strings `toUtf8List` stored; throws when the bytes do not hold them exactly. */
export function fromUtf8List(bytes: Buffer, count: number): string[] {
  if (bytes.length < count * 4)
    throw new Error('Search snapshot is inconsistent: a list of strings cut short');
  const lengths = fromPlanes(bytes.subarray(0, count * 4), false);
  const values = new Array<string>(count);
  let at = count * 4;
  for (let i = 0; i < count; i++) {
    const end = at + lengths[i]!;
    if (lengths[i]! < 0 || end > bytes.length)
      throw new Error('Search snapshot is inconsistent: a list of strings cut short');
    values[i] = bytes.toString('utf8', at, end);
    at = end;
  }
  if (at !== bytes.length) throw new Error('Search snapshot is inconsistent: bytes after a list of strings');
  return values;
}
