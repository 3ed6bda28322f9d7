import type { FastifyInstance } from 'fastify';
import { MAX_BILLS_PER_REQUEST } from '../../../schemas/tracking.js';

/**
 * More fields than any form of ours sends (a thousand bill ids, the spec's cap, and a few others). A
 * bigger body is refused before anything is built from it: parsing is linear, but 40,000 repeated keys
 * are still work nobody should be able to ask of the server.
 */
export const MAX_FORM_FIELDS = MAX_BILLS_PER_REQUEST + 20;
/** A thousand ids of up to seven digits, `billIds[]=` each, fit well within this. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

class FormBodyError extends Error {
  statusCode = 413;
}

/**
 * `application/x-www-form-urlencoded` as a plain object for the route's schema: `billIds[]=1&billIds[]=2`
 * (jQuery's encoding of arrays, which the spec's loadBillTracking call uses) and repeated keys become
 * arrays under the bare name; single keys stay strings, which the schema coerces (Fastify's AJV
 * coerces types). Linear in the body: a repeated key appends to its array in place. Object.fromEntries
 * defines own properties, so a `__proto__` key pollutes nothing.
 */
export function parseFormBody(text: string): Record<string, string | string[]> {
  const fields = new Map<string, string | string[]>();
  let count = 0;
  for (const [rawKey, value] of new URLSearchParams(text)) {
    count += 1;
    if (count > MAX_FORM_FIELDS) {
      throw new FormBodyError(
        `body has more than ${MAX_FORM_FIELDS} fields: send at most ${MAX_BILLS_PER_REQUEST} billIds`,
      );
    }
    const isArray = rawKey.endsWith('[]');
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    const previous = fields.get(key);
    if (previous === undefined) fields.set(key, isArray ? [value] : value);
    else if (Array.isArray(previous)) previous.push(value);
    else fields.set(key, [previous, value]);
  }
  return Object.fromEntries(fields);
}

/** Lets the spec's form posts reach this plugin's routes; scoped to it, so other routes stay JSON-only. */
export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      try {
        done(null, parseFormBody(String(body)));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
}
