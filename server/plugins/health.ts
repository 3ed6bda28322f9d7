import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { ErrorResponse } from '../schemas/common.js';
import { errorBody } from './errors.js';

const HealthStatus = Type.Object({ status: Type.String() });

/**
 * What must be done before the server answers as it should (issue 17): each part the entry point
 * expects (the database migrated, the search indexes complete, the server-rendering bundle loaded, the
 * first sync) is marked when it is. Until then GET /health/ready answers 503, so a load balancer sends
 * no reader to a server whose searches would answer from half an index.
 */
export interface Readiness {
  /** Parts that must be marked before the server is ready. */
  expect(...parts: string[]): void;
  mark(part: string): void;
  /** The parts still awaited, in the order they were expected. */
  pending(): string[];
  /** Resolves when nothing is awaited any more. */
  whenReady(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export function createReadiness(): Readiness {
  const awaited = new Set<string>();
  const waiters: (() => void)[] = [];
  const settle = () => {
    if (awaited.size === 0) for (const resolve of waiters.splice(0)) resolve();
  };
  return {
    expect: (...parts) => parts.forEach((part) => awaited.add(part)),
    mark: (part) => {
      awaited.delete(part);
      settle();
    },
    pending: () => [...awaited],
    whenReady: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        settle();
      }),
  };
}

async function healthPlugin(app: FastifyInstance) {
  app.decorate('readiness', createReadiness());

  // Liveness: the process answers. Nothing it depends on is asked, so a slow database never gets a
  // live process restarted.
  app.get(
    '/health/live',
    { schema: { summary: 'The process answers', response: { 200: HealthStatus } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'live' };
    },
  );

  const readySchema = {
    summary: 'Ready to serve: migrated, search indexes complete, pages renderable, first sync done',
    response: { 200: HealthStatus, 503: ErrorResponse },
  };
  app.get('/health/ready', { schema: readySchema }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const pending = app.readiness.pending();
    if (pending.length > 0) {
      return reply.code(503).send(errorBody(503, `Not ready yet: waiting for ${pending.join(', ')}.`));
    }
    return { status: 'ready' };
  });
}

export default fp(healthPlugin, { name: 'health' });
