import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SearchError } from '../../search/engine/search-error.js';
import type { Credentials } from '../../search/keys/keyring.js';
import { invalidParameter } from '../../search/protocol/protocol-errors.js';

/** Credentials from the headers (Node clients) or the same-named query parameters (browser clients). */
export function credentialsOf(request: FastifyRequest): Credentials {
  return {
    apiKey: valueOf(request, 'x-algolia-api-key'),
    appId: valueOf(request, 'x-algolia-application-id'),
  };
}

function valueOf(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers[name];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader;
  for (const [key, value] of Object.entries(queryOf(request)))
    if (key.toLowerCase() === name) return typeof value === 'string' ? value : undefined;
  return undefined;
}

export function queryOf(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>;
}

/** A boolean query parameter (`forwardToReplicas`, `createIfNotExists`, …). */
export function booleanQuery(request: FastifyRequest, name: string, fallback: boolean): boolean {
  const value = queryOf(request)[name];
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw invalidParameter(name, 'true or false', value);
}

/** A non-negative integer query parameter (`page`, `hitsPerPage`). */
export function integerQuery(request: FastifyRequest, name: string): number | undefined {
  const value = queryOf(request)[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  throw invalidParameter(name, 'a non-negative integer', value);
}

/** A taskID path parameter. */
export function taskIDOf(value: string): number {
  if (!/^\d+$/.test(value)) throw invalidParameter('taskID', 'an integer', value);
  return Number(value);
}

export const now = () => new Date().toISOString();

/** objectIDs for records sent without one; made before logging so a replay gives the same records. */
export const newObjectID = () => randomUUID();

/** `POST /1/indexes/{x}/queries` and friends exist only for `*` (every index). */
export function requireAllIndexes(index: string) {
  if (index !== '*') throw new SearchError(404, 'Not Found');
}

/** `?forwardToReplicas=true` on settings, synonym and rule writes. */
export const forwardToReplicas = (request: FastifyRequest) =>
  booleanQuery(request, 'forwardToReplicas', false);
