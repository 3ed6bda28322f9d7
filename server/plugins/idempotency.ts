import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed, until its answer is kept (or the claim let go). */
    idempotencyClaim: { userId: number; key: string } | null;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Visible ASCII, as the IETF draft's examples (a UUID fits); long enough for any client's scheme. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** A phone that lost its signal for the evening still gets its answer when it sends the write again. */
const KEEP_MS = 24 * 60 * 60_000;
/** A claim unanswered this long was left by a process that stopped mid-request (requests end at 30 s). */
const ABANDONED_MS = 2 * 60_000;
/** Expired answers are deleted now and then, by the request that happens to come. */
const SWEEP_EVERY_MS = 10 * 60_000;

export const KEY_INVALID_MESSAGE =
  'headers/idempotency-key must be 1 to 255 visible ASCII characters (a UUID, for example)';
export const KEY_REUSED_MESSAGE =
  'headers/idempotency-key was already used for a different request: send a new key with a new request';
export const STILL_RUNNING_MESSAGE =
  'The first request with this Idempotency-Key is still being processed. Try again in a moment.';

/**
 * Idempotency-Key (IETF httpapi draft "The Idempotency-Key HTTP Header Field"; issue 18). A write whose
 * answer a dropped phone link lost is sent again with the same key; the server runs it once and answers
 * the repeat with the first answer (`Idempotent-Replayed: true`), so a report is generated once and a list
 * is not created twice. Keys are per signed-in user and kept a day. The same key with another method, URL
 * or body is a 422; a repeat while the first still runs, a 409 to retry. A server error keeps nothing, so
 * a repeat runs the write again. Signed-out writes (sign-in, sign-up) are not kept.
 */
async function idempotencyPlugin(app: FastifyInstance) {
  const requests = app.repos.idempotentRequests;
  app.decorateRequest('idempotencyClaim', null);
  let sweptAt = 0;

  async function claim(request: FastifyRequest, userId: number, key: string, fingerprint: string) {
    const now = Date.now();
    if (now - sweptAt > SWEEP_EVERY_MS) {
      sweptAt = now;
      await requests.deleteOlderThan(now - KEEP_MS);
    }
    if (await requests.claim(userId, key, fingerprint, now)) {
      request.idempotencyClaim = { userId, key };
      return undefined;
    }
    const earlier = await requests.find(userId, key);
    if (earlier && !earlier.answer && now - earlier.createdAt > ABANDONED_MS) {
      await requests.releaseStale(userId, key, now - ABANDONED_MS);
      return claim(request, userId, key, fingerprint);
    }
    return earlier;
  }

  app.addHook('preHandler', async (request, reply) => {
    if (!MUTATING.has(request.method)) return;
    const key = request.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key))
      return reply.code(400).send(errorBody(400, KEY_INVALID_MESSAGE));
    if (!request.user) return;
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    const earlier = await claim(request, request.user.id, key, fingerprint);
    if (request.idempotencyClaim) return;
    if (earlier && earlier.fingerprint !== fingerprint)
      return reply.code(422).send(errorBody(422, KEY_REUSED_MESSAGE));
    if (!earlier?.answer)
      return reply.code(409).header('retry-after', '1').send(errorBody(409, STILL_RUNNING_MESSAGE));
    const { statusCode, contentType, body } = earlier.answer;
    reply.code(statusCode).header('idempotent-replayed', 'true');
    if (contentType) reply.type(contentType);
    return reply.send(body);
  });

  async function settle(request: FastifyRequest, reply: FastifyReply, body: string | undefined) {
    const claimed = request.idempotencyClaim;
    if (!claimed) return;
    request.idempotencyClaim = null;
    if (reply.statusCode >= 500 || body === undefined) {
      await requests.release(claimed.userId, claimed.key);
      return;
    }
    const contentType = reply.getHeader('content-type');
    await requests.complete(claimed.userId, claimed.key, {
      statusCode: reply.statusCode,
      contentType: contentType === undefined ? null : String(contentType),
      body,
    });
  }

  // An object answer is kept as the route's serializer writes it (before compression, which onSend
  // applies); the same serializer then writes what is sent.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!request.idempotencyClaim) return payload;
    const serialized = reply.serialize(payload);
    await settle(request, reply, typeof serialized === 'string' ? serialized : undefined);
    return payload;
  });
  // An empty or text answer; anything else (a stream, bytes already compressed) cannot be replayed, so
  // the claim is let go and a repeat runs the write again.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.idempotencyClaim) return payload;
    const plain = !reply.hasHeader('content-encoding');
    const body =
      payload === undefined || payload === null || payload === ''
        ? ''
        : typeof payload === 'string' && plain
          ? payload
          : undefined;
    await settle(request, reply, body);
    return payload;
  });
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['database', 'auth'] });
