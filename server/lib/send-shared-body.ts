import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { preferredEncoding } from './compress-text.js';
import type { SharedBody } from './shared-body-cache.js';

/**
 * Sends a body kept for many readers (the shared /api answers, repeated multi-query answers) in the
 * encoding this reader accepts, compressed once per encoding.
 */
export function sendSharedBody(reply: FastifyReply, body: SharedBody, acceptEncoding: string | undefined) {
  const { body: bytes, encoding } = body.encoded(preferredEncoding(acceptEncoding));
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .type(body.contentType)
    .header('vary', 'accept-encoding')
    .header('content-length', bytes.length)
    .send(asSendable(bytes));
}

/**
 * Fastify tells bytes from an object to serialise by `payload.buffer instanceof ArrayBuffer`, which fails
 * across realms: the component tests run the server under jsdom's globals, where a Node Buffer was sent
 * as JSON and the client's gunzip failed. There the bytes go as a stream, which is sent as it is. (Not
 * always: @fastify/compress cannot see a stream's size and would compress a small one it should not.)
 */
function asSendable(bytes: Buffer): Buffer | Readable {
  return bytes.buffer instanceof ArrayBuffer ? bytes : Readable.from([bytes], { objectMode: false });
}
