// Snapshot formats 3 and 4: the engine's state with each index's built structure, so a restart loads the
// posting lists instead of tokenising every record again (at 1M bill_text chunks that rebuild took 213 s
// of a 295 s restart). The bytes are a JSON header line, then sections back to back:
//   - `int32-planes` (format 4): a typed array of the structure (posting lists, facet value ids, record
//     columns' value ids) as four byte planes, of differences when `differences` (int32-planes.ts);
//   - `int32` (format 3): such an array as its raw bytes, little-endian as on every platform Node runs on
//     here (x64, arm64);
//   - `strings`: a list of strings (terms, facet values) as one JSON text;
//   - `utf8` (format 4): record columns' other values when all are strings, as UTF-8 (utf8-list.ts);
//   - `records`: a list of JSON values as JSON lines, each line an array of up to VALUES_PER_LINE of them:
//     format 3's records (null for a removed document: records keep their document numbers, which the
//     postings refer to), format 4's record columns' values that are not pooled (record-columns.ts).
// Format 4 also holds records by attribute, which the engine reads either way.
// In the header, each index's `data` holds `{ "$section": n }` where a section stands. The header also
// holds every section's kind and length and the CRC-32 of all of them: a snapshot cut short or changed is
// refused before anything is built from it.
import { crc32 } from 'node:zlib';
import type { BuiltEngineSnapshot } from '../engine/search-engine.js';
import { runSteps, type Steps } from '../engine/work-steps.js';
import { fromPlanes, mostlyAscendingInSteps, toPlanesInSteps } from './int32-planes.js';
import { joinBytesInSteps } from './join-bytes.js';
import { fromUtf8List, isUtf8List, toUtf8ListInSteps } from './utf8-list.js';

const NEWLINE = 0x0a;
/** Values parsed per string: big enough to amortise the call, far below V8's string limit. */
const VALUES_PER_LINE = 2048;
/** How a header starts (JSON.stringify writes `version` first): the marks of these formats. */
const FORMAT_MARKS = [Buffer.from('{"version":4,'), Buffer.from('{"version":3,')];
/**
 * Lists of any JSON values, stored as lines: format 3's records, record columns' other values (one
 * JSON text of a million chunks' text would pass V8's string limit).
 */
const VALUE_LIST_KEYS = new Set(['records', 'others']);

type SectionKind = 'int32-planes' | 'int32' | 'strings' | 'utf8' | 'records';
interface Section {
  kind: SectionKind;
  bytes: number;
  /** int32-planes: the planes hold differences from the previous number. */
  differences?: boolean;
  /** utf8: how many strings. */
  count?: number;
}
type SavedIndex = BuiltEngineSnapshot['indexes'][number];

interface Header {
  version: 3 | 4;
  indexes: (Omit<SavedIndex, 'data'> & { data: unknown })[];
  sections: Section[];
  /** CRC-32 of every section's bytes, in order. */
  crc32: number;
}

export function isBuiltSnapshot(bytes: Buffer): boolean {
  return FORMAT_MARKS.some((mark) => bytes.subarray(0, mark.length).equals(mark));
}

/** The state's bytes, in an ArrayBuffer of their own (a replica moves it to the journal's thread). */
export function encodeBuiltSnapshot(state: BuiltEngineSnapshot): Uint8Array<ArrayBuffer> {
  return runSteps(encodeBuiltSnapshotInSteps(state));
}

/** Bytes whose CRC-32 is computed between two yields (a few milliseconds). */
const CHECKSUM_BYTES_PER_STEP = 16 * 2 ** 20;
/** Strings of a `strings` section written as JSON between two yields. */
const STRINGS_PER_STEP = 16_384;

/**
 * `encodeBuiltSnapshot` in steps (work-steps.ts), so a replica answers searches while it exports: the
 * same bytes. `state`'s arrays may be the engine's own: no write may come before it ends.
 */
export function* encodeBuiltSnapshotInSteps(state: BuiltEngineSnapshot): Steps<Uint8Array<ArrayBuffer>> {
  const sections: Header['sections'] = [];
  const pieces: Uint8Array[] = [];
  let checksum = 0;
  function* addSection(kind: SectionKind, sectionPieces: Iterable<Uint8Array>, more: Partial<Section> = {}) {
    let bytes = 0;
    for (const piece of sectionPieces) {
      // Node 20's crc32 answers 0 for a view of an empty ArrayBuffer (an empty Int32Array's).
      if (piece.length === 0) continue;
      for (let from = 0; from < piece.length; from += CHECKSUM_BYTES_PER_STEP) {
        checksum = crc32(piece.subarray(from, from + CHECKSUM_BYTES_PER_STEP), checksum);
        yield;
      }
      bytes += piece.length;
      pieces.push(piece);
    }
    return { $section: sections.push({ kind, bytes, ...more }) - 1 };
  }
  // Every typed array, list of strings and the records become sections; the rest stays in the header.
  function* withSections(value: unknown, key: string): Steps<unknown> {
    if (value instanceof Int32Array) {
      const differences = yield* mostlyAscendingInSteps(value);
      const planes = yield* toPlanesInSteps(value, differences);
      return yield* addSection('int32-planes', [planes], differences ? { differences } : {});
    }
    if (key === 'others' && Array.isArray(value) && isUtf8List(value))
      return yield* addSection('utf8', [yield* toUtf8ListInSteps(value)], { count: value.length });
    if (VALUE_LIST_KEYS.has(key) && Array.isArray(value))
      return yield* addSection('records', valueLines(value));
    if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string'))
      return yield* addSection('strings', stringsJson(value as string[]));
    if (Array.isArray(value)) {
      const items: unknown[] = [];
      for (let i = 0; i < value.length; i++) items.push(yield* withSections(value[i], String(i)));
      return items;
    }
    if (value !== null && typeof value === 'object') {
      const entries: [string, unknown][] = [];
      for (const [k, v] of Object.entries(value)) entries.push([k, yield* withSections(v, k)]);
      return Object.fromEntries(entries);
    }
    return value;
  }
  const indexes: Header['indexes'] = [];
  for (const index of state.indexes) indexes.push({ ...index, data: yield* withSections(index.data, '') });
  const header: Header = { version: 4, indexes, sections, crc32: checksum };
  pieces.unshift(Buffer.from(JSON.stringify(header) + '\n'));
  return yield* joinBytesInSteps(pieces);
}

export function decodeBuiltSnapshot(bytes: Buffer): BuiltEngineSnapshot {
  const headerEnd = bytes.indexOf(NEWLINE);
  if (headerEnd < 0) throw new Error('Search snapshot ends early: no end to its header');
  const header = JSON.parse(bytes.toString('utf8', 0, headerEnd)) as Header;
  const bodyStart = headerEnd + 1;
  const bodyLength = header.sections.reduce((sum, section) => sum + section.bytes, 0);
  if (bytes.length < bodyStart + bodyLength)
    throw new Error('Search snapshot ends early: shorter than its header says');
  if (bytes.length > bodyStart + bodyLength)
    throw new Error('Search snapshot is longer than its header says');
  if (crc32(bytes.subarray(bodyStart)) !== header.crc32)
    throw new Error('Search snapshot is damaged: its checksum does not match');
  const starts: number[] = [];
  let at = bodyStart;
  for (const section of header.sections) {
    starts.push(at);
    at += section.bytes;
  }
  const readSection = (n: number): unknown => {
    const section = header.sections[n];
    if (section === undefined) throw new Error(`Search snapshot is inconsistent: no section ${n}`);
    const body = bytes.subarray(starts[n], starts[n]! + section.bytes);
    if (section.kind === 'records') return parseValueLines(body);
    if (section.kind === 'strings') return JSON.parse(body.toString('utf8')) as string[];
    if (section.kind === 'int32-planes') return fromPlanes(body, section.differences === true);
    if (section.kind === 'utf8') return fromUtf8List(body, section.count ?? 0);
    if (section.kind !== 'int32') throw new Error(`Unknown search snapshot section ${String(section.kind)}`);
    // A copy, not a view: a view would keep the whole snapshot's bytes (records' text too) in memory.
    if (body.length % 4 !== 0) throw new Error('Search snapshot is inconsistent: a partial 32-bit number');
    return new Int32Array(body.buffer.slice(body.byteOffset, body.byteOffset + body.length));
  };
  const fromSections = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(fromSections);
    if (value === null || typeof value !== 'object') return value;
    if ('$section' in value) return readSection((value as { $section: number }).$section);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromSections(v)]));
  };
  return {
    version: 3,
    indexes: header.indexes.map((index) => ({
      ...index,
      data: fromSections(index.data) as SavedIndex['data'],
    })),
  };
}

/** Values as lines of JSON arrays (a removed document's null stays null), made as they are read. */
function* valueLines(values: unknown[]): Generator<Buffer> {
  for (let i = 0; i < values.length; i += VALUES_PER_LINE)
    yield Buffer.from(JSON.stringify(values.slice(i, i + VALUES_PER_LINE)) + '\n');
}

/** JSON.stringify(values) in pieces, made as they are read: the array's items a slice at a time. */
function* stringsJson(values: string[]): Generator<Buffer> {
  for (let i = 0; i < values.length; i += STRINGS_PER_STEP) {
    const items = JSON.stringify(values.slice(i, i + STRINGS_PER_STEP)).slice(1, -1);
    yield Buffer.from((i === 0 ? '[' : ',') + items);
  }
  yield Buffer.from(']');
}

function parseValueLines(body: Buffer): unknown[] {
  const values: unknown[] = [];
  let at = 0;
  while (at < body.length) {
    const end = body.indexOf(NEWLINE, at);
    if (end < 0) throw new Error('Search snapshot is inconsistent: a line of values without its end');
    for (const value of JSON.parse(body.toString('utf8', at, end)) as unknown[]) values.push(value);
    at = end + 1;
  }
  return values;
}
