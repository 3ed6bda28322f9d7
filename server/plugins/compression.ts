import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Text the API and the pages send, compressed when the client accepts it (issue 17: the House list is
 * 79 KB of JSON, 5.3 KB gzipped). Server-Sent Events are left alone (a compressor would hold the overview
 * back until enough text arrived) and so are bodies already encoded (the precompressed assets and the
 * server-rendered pages, compressed by the client-app plugin). Request bodies are not inflated here:
 * the search API reads the gzip bodies its clients send itself, with its own bounds.
 */
/**
 * Bodies up to this size are compressed in one synchronous call rather than through a stream: the
 * stream's machinery cost as much CPU as the compression itself for a 10–80 KB answer (issue 17, a
 * profile of the search API), and brotli at the plugin's quality takes ~5 ms for this much.
 */
const SYNC_COMPRESS_MAX_BYTES = 256 * 1024;

const COMPRESSIBLE =
  /^(application\/(json|javascript|manifest\+json)|text\/(html|plain|css|calendar|javascript)|image\/svg\+xml)\b/;

async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    syncThreshold: SYNC_COMPRESS_MAX_BYTES,
  });
}

export default fp(compressionPlugin, { name: 'compression' });
