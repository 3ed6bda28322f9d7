import type { FastifyRequest } from 'fastify';
import type { Origin } from './present-agenda.js';

/** This request's scheme and host (trustProxy-aware), for absolute links in calendar files. */
export function originOf(request: FastifyRequest): Origin {
  return { origin: `${request.protocol}://${request.host}`, hostname: request.hostname };
}
