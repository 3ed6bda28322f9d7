/**
 * `pieces` one after another in an ArrayBuffer of their own. Not Buffer.concat: a small result would share
 * Node's pool, and moving it to another thread would take the pool along.
 */
export function joinBytes(pieces: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    bytes.set(piece, offset);
    offset += piece.length;
  }
  return bytes;
}
