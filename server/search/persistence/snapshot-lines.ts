// Snapshot format 2, which replicas wrote before format 3 (snapshot-built.ts) and which still loads; the
// bench sends its corpora to other processes in it. The engine's records as stored bytes, one JSON text
// per line: a header line with every index's settings, synonyms, rules and record count, then each
// index's records, one per line. One JSON text of the whole state stops working at about 600k bill_text
// chunks: V8 strings end at 2^29 - 24 characters, so neither JSON.stringify nor JSON.parse can hold it.
// Lines keep every text small. Format 1 (the whole state as one JSON text, which has no newline in it) is
// still read.
import type { EngineSnapshot } from '../engine/search-engine.js';
import { joinBytes } from './join-bytes.js';

const NEWLINE = 0x0a;
/** Records encoded or parsed per string: big enough to amortise the call, far below V8's string limit. */
const RECORDS_PER_PIECE = 2048;

type SavedIndex = EngineSnapshot['indexes'][number];
type IndexHeader = Omit<SavedIndex, 'records'> & { recordCount: number };

interface Header {
  version: 2;
  indexes: IndexHeader[];
}

/** The state's bytes, in an ArrayBuffer of their own (a replica moves it to the journal's thread). */
export function encodeSnapshotLines(state: EngineSnapshot): Uint8Array<ArrayBuffer> {
  const header: Header = {
    version: 2,
    indexes: state.indexes.map(({ records, ...rest }) => ({ ...rest, recordCount: records.length })),
  };
  const pieces: Buffer[] = [Buffer.from(JSON.stringify(header) + '\n')];
  for (const { records } of state.indexes) {
    for (let i = 0; i < records.length; i += RECORDS_PER_PIECE) {
      const lines = records.slice(i, i + RECORDS_PER_PIECE).map((record) => JSON.stringify(record));
      pieces.push(Buffer.from(lines.join('\n') + '\n'));
    }
  }
  return joinBytes(pieces);
}

export function decodeSnapshotLines(bytes: Buffer): EngineSnapshot {
  const headerEnd = bytes.indexOf(NEWLINE);
  if (headerEnd < 0) return JSON.parse(bytes.toString('utf8')) as EngineSnapshot;
  const header = JSON.parse(bytes.toString('utf8', 0, headerEnd)) as Header;
  if (header.version !== 2) throw new Error(`Unknown search snapshot format ${String(header.version)}`);
  let at = headerEnd + 1;
  const indexes = header.indexes.map(({ recordCount, ...rest }): SavedIndex => {
    const records: SavedIndex['records'] = [];
    while (records.length < recordCount) {
      const count = Math.min(RECORDS_PER_PIECE, recordCount - records.length);
      let end = at - 1;
      for (let n = 0; n < count; n++) {
        end = bytes.indexOf(NEWLINE, end + 1);
        if (end < 0) throw new Error('Search snapshot ends early: fewer records than its header says');
      }
      // Record JSON never holds a raw newline (JSON.stringify escapes it), so the lines join as an array.
      const piece = JSON.parse(
        `[${bytes.toString('utf8', at, end).replaceAll('\n', ',')}]`,
      ) as SavedIndex['records'];
      for (const record of piece) records.push(record);
      at = end + 1;
    }
    return { ...rest, records };
  });
  return { version: 1, indexes };
}
