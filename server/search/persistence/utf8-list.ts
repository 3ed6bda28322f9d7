// A list of strings as a snapshot stores it when that is all it holds (format 4: a chunk's text, record
// ids): the UTF-8 bytes of each after the others, preceded by their byte lengths (as int32 planes). At
// 100k bill_text chunks reading the texts back so took 72 ms of CPU; as JSON lines, decoding the lines and
// parsing them took 180 ms.
import { fromPlanes, toPlanes } from './int32-planes.js';

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
  const lengths = Int32Array.from(values, (value) => Buffer.byteLength(value, 'utf8'));
  const planes = toPlanes(lengths, false);
  const bytes = Buffer.allocUnsafeSlow(planes.length + lengths.reduce((sum, length) => sum + length, 0));
  bytes.set(planes, 0);
  let at = planes.length;
  for (const value of values) at += bytes.write(value, at, 'utf8');
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
