import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** A snapshot as stored: the engine's state as gzip'd JSON (compressed on libuv's thread pool). */
export const encodeSnapshot = (json: Uint8Array): Promise<Buffer> => gzipAsync(json);

/** A stored snapshot's state; plain JSON (e.g. written by hand) is read too. */
export function decodeSnapshot(blob: Uint8Array): unknown {
  const gzipped = blob.length > 2 && blob[0] === 0x1f && blob[1] === 0x8b;
  return JSON.parse(Buffer.from(gzipped ? gunzipSync(blob) : blob).toString('utf8'));
}
