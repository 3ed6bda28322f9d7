import type { FastifyReply } from 'fastify';

/** Per-user responses: a browser may revalidate them, a shared cache must never store them. */
export const PRIVATE_CACHE = 'private, no-cache';

/** Marks an answer that depends on who asks (the session cookie): private, revalidated, varying by cookie. */
export function markPersonal(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', PRIVATE_CACHE).header('vary', 'Cookie');
}
