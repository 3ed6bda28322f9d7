import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import type { EngineSnapshot } from '../engine/search-engine.js';
import { decodeSnapshotLines } from './snapshot-lines.js';

const gzipAsync = promisify(gzip);

/** A snapshot as stored: the engine's state (snapshot-lines.ts) gzip'd (on libuv's thread pool). */
export const encodeSnapshot = (bytes: Uint8Array): Promise<Buffer> => gzipAsync(bytes);

/** A stored snapshot's state; uncompressed (e.g. written by hand) is read too. */
export function decodeSnapshot(blob: Uint8Array): EngineSnapshot {
  const gzipped = blob.length > 2 && blob[0] === 0x1f && blob[1] === 0x8b;
  return decodeSnapshotLines(
    gzipped ? gunzipSync(blob) : Buffer.from(blob.buffer, blob.byteOffset, blob.length),
  );
}
