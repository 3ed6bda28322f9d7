// A seeded, bounded fuzz of every route (issue 17): for each route the app declares, requests whose path
// parameters, query string, body and headers come from hostile-values.ts, guided by the route's own
// schema so values reach past validation into the handlers. Same seed, same requests.
import type { HTTPMethods, InjectOptions, RouteOptions } from 'fastify';
import { Rng, hashSeed } from '../../db/seed/random.js';
import {
  HOSTILE_BODIES,
  HOSTILE_JSON,
  HOSTILE_SEGMENTS,
  HOSTILE_TEXT,
  RAW_JSON_NUMBERS,
} from './hostile-values.js';

export interface FuzzRoute {
  method: HTTPMethods;
  url: string;
  schema: { params?: Schema; querystring?: Schema; body?: Schema };
}

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
}

/** Collects the app's routes as they are added (pass to buildApp's onRoute). */
export function routeCollector() {
  const routes: FuzzRoute[] = [];
  return {
    routes,
    onRoute(route: RouteOptions) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        routes.push({ method, url: route.url, schema: (route.schema ?? {}) as FuzzRoute['schema'] });
      }
    },
  };
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[rng.int(0, items.length - 1)] as T;
}

/** A value for a schema'd field: mostly hostile, sometimes a valid one so the handler itself is reached. */
function valueFor(rng: Rng, schema: Schema | undefined): unknown {
  const roll = rng.next();
  if (schema?.enum && roll < 0.3) return pick(rng, schema.enum);
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (roll < 0.5) {
    if (type === 'integer' || type === 'number') return pick(rng, [1, 2, 0, -1, 2147483648, 1e21, 1.5]);
    if (type === 'array') return Array.from({ length: rng.int(0, 3) }, () => valueFor(rng, schema?.items));
    if (type === 'object') return bodyFor(rng, schema);
    if (type === 'boolean') return rng.next() < 0.5;
  }
  return pick(rng, HOSTILE_JSON);
}

function bodyFor(rng: Rng, schema: Schema | undefined): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema?.properties ?? {})) {
    if (rng.next() < 0.85) body[key] = valueFor(rng, property);
  }
  if (rng.next() < 0.2) body[pick(rng, ['extra', '__proto__', 'constructor'])] = pick(rng, HOSTILE_JSON);
  return body;
}

function queryFor(rng: Rng, schema: Schema | undefined): string {
  const params = new URLSearchParams();
  const names = [...Object.keys(schema?.properties ?? {}), 'state', 'page'];
  for (const name of names) {
    if (rng.next() < 0.6) params.append(name, pick(rng, HOSTILE_TEXT));
    // A repeated key arrives as an array.
    if (rng.next() < 0.1) params.append(name, pick(rng, HOSTILE_TEXT));
  }
  const text = params.toString();
  // Broken percent-encoding only a raw query string can carry.
  return rng.next() < 0.1 ? `${text}&${pick(rng, ['%', '%zz', 'a=%E0%A4%A', '%00=1'])}` : text;
}

function pathFor(rng: Rng, url: string): string {
  return url.replace(/:[A-Za-z_]+|\*/g, () =>
    rng.next() < 0.3 ? pick(rng, ['1', '2', '3']) : pick(rng, HOSTILE_SEGMENTS),
  );
}

function payloadFor(rng: Rng, route: FuzzRoute): Pick<InjectOptions, 'payload' | 'headers'> {
  if (route.method === 'GET' || route.method === 'DELETE') return {};
  const roll = rng.next();
  if (roll < 0.15)
    return { payload: pick(rng, HOSTILE_BODIES), headers: { 'content-type': 'application/json' } };
  if (roll < 0.25) {
    const body = JSON.stringify(bodyFor(rng, route.schema.body));
    const raw = body.replace(/:(-?\d+(\.\d+)?)/, `:${pick(rng, RAW_JSON_NUMBERS)}`);
    return { payload: raw, headers: { 'content-type': 'application/json' } };
  }
  if (roll < 0.32) {
    return {
      payload: `billIds[]=${pick(rng, HOSTILE_SEGMENTS)}&sessionId=${pick(rng, HOSTILE_SEGMENTS)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  return {
    payload: JSON.stringify(bodyFor(rng, route.schema.body)),
    headers: { 'content-type': 'application/json' },
  };
}

/** `count` requests for one route, the same for the same seed. */
export function fuzzRequests(route: FuzzRoute, seed: number, count: number): InjectOptions[] {
  const rng = new Rng(hashSeed(seed, route.method, route.url));
  return Array.from({ length: count }, () => {
    const query = queryFor(rng, route.schema.querystring);
    const { payload, headers } = payloadFor(rng, route);
    const hostileHost = rng.next() < 0.05 ? { host: pick(rng, ['[::1', 'a b', '', 'localhost:99999']) } : {};
    return {
      method: route.method,
      url: `${pathFor(rng, route.url)}${query ? `?${query}` : ''}`,
      payload,
      headers: { ...headers, ...hostileHost },
    };
  });
}
