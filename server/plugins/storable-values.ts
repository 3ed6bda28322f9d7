import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

class UnstorableValueError extends Error {
  statusCode = 400;
}

/** What is wrong with a request value no database column can hold, and where: null when nothing is. */
export function firstUnstorable(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? null : `${path.join('.')} must be a finite number`;
  }
  if (typeof value === 'string') {
    return value.includes('\u0000') ? `${path.join('.')} must not contain a NUL character` : null;
  }
  // Bodies are already bounded in size by their parsers; this only walks what validation built, never a
  // body left as a stream (the search proxy's), whose sockets it would crawl, nor raw bytes. (Route params
  // are objects of find-my-way's own prototype: they are walked.)
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = firstUnstorable(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Values a schema lets through but a database refuses, checked after validation (issue 17):
 * - AJV coerces '1e309' or 'Infinity' to Infinity for an integer field and then skips `maximum` for a
 *   number that is not finite, so it would pass every bound;
 * - PostgreSQL text cannot hold a NUL character ('x\u0000y' is an error there, stored on SQLite).
 * Either would be a 500; it is a 400 naming the field instead.
 */
async function storableValuesPlugin(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const problem = firstUnstorable(value, [part]);
      if (problem !== null) throw new UnstorableValueError(problem);
    }
  });
}

export default fp(storableValuesPlugin, { name: 'storable-values' });
