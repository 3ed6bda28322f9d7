import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type HtmlEncoding = 'br' | 'gzip';

/** Smaller is not worth a compressor's time: a packet either way. */
const MIN_BYTES = 1024;

/** The encoding to send a page in, from the browser's Accept-Encoding; undefined for none. */
export function preferredEncoding(acceptEncoding: string | undefined): HtmlEncoding | undefined {
  const accepted = acceptEncoding?.toLowerCase() ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * A page in `encoding`, with the encoding actually used (none for a small page). Pages are built per
 * request (server rendering), so they cannot be compressed at build time like the assets; a
 * server-rendered list is ~80 KB of markup, five seconds of slow 4G uncompressed. Brotli at a middle
 * quality takes a millisecond or two here.
 */
export function encodeHtml(
  html: string,
  encoding: HtmlEncoding | undefined,
): { body: Buffer | string; encoding?: HtmlEncoding } {
  if (!encoding || Buffer.byteLength(html) < MIN_BYTES) return { body: html };
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(html, { level: 6 });
  return { body, encoding };
}
