import type { FastifyInstance } from 'fastify';

/**
 * `application/x-www-form-urlencoded` as a plain object for the route's schema: `billIds[]=1&billIds[]=2`
 * (jQuery's encoding of arrays, which the spec's loadBillTracking call uses) and repeated keys become
 * arrays under the bare name; single keys stay strings, which the schema coerces (Fastify's AJV
 * coerces types). Object.fromEntries defines own properties, so a `__proto__` key pollutes nothing.
 */
export function parseFormBody(text: string): Record<string, string | string[]> {
  const fields = new Map<string, string | string[]>();
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const isArray = rawKey.endsWith('[]');
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    const previous = fields.get(key);
    if (previous === undefined) fields.set(key, isArray ? [value] : value);
    else fields.set(key, [...(Array.isArray(previous) ? previous : [previous]), value]);
  }
  return Object.fromEntries(fields);
}

/** Lets the spec's form posts reach this plugin's routes; scoped to it, so other routes stay JSON-only. */
export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseFormBody(String(body))),
  );
}
