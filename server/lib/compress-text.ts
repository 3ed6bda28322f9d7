import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type TextEncoding = 'br' | 'gzip';

/** Smaller is not worth a compressor's time: a packet either way. */
const MIN_BYTES = 1024;

/** The encoding to send a body in, from the client's Accept-Encoding; undefined for none. */
export function preferredEncoding(acceptEncoding: string | undefined): TextEncoding | undefined {
  const accepted = acceptEncoding?.toLowerCase() ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * A page or an API answer in `encoding`, with the encoding actually used (none for a small body). For
 * bodies compressed once and sent many times (the shared caches); a server-rendered list is ~80 KB of
 * markup, five seconds of slow 4G uncompressed. Brotli at a middle quality takes a millisecond or two.
 */
export function encodeText(
  text: string,
  encoding: TextEncoding | undefined,
): { body: Buffer | string; encoding?: TextEncoding } {
  if (!encoding || Buffer.byteLength(text) < MIN_BYTES) return { body: text };
  const body =
    encoding === 'br'
      ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(text, { level: 6 });
  return { body, encoding };
}
