import { invalidParameter, isPlainObject, missingParameter } from '../protocol/protocol-errors.js';
import { parseParamsString } from '../protocol/search-params.js';
import { ACLS, isAcl } from './acl.js';
import type { ApiKey, ApiKeyFields } from './api-key-store.js';

/**
 * The body of `POST /1/keys` and `PUT /1/keys/{key}` (specs/search/paths/keys/common/schemas.yml
 * `apiKey`: only `acl` is required; every other field defaults, and an update resets what it omits).
 */
export function parseApiKeyBody(body: unknown, operation: 'addApiKey' | 'updateApiKey'): ApiKeyFields {
  if (!isPlainObject(body) || body.acl === undefined) throw missingParameter('apiKey.acl', operation);
  const { acl, description = '', indexes = [], referers = [], queryParameters = '' } = body;
  if (!Array.isArray(acl) || !acl.every(isAcl))
    throw invalidParameter('acl', `a list of ${ACLS.join(', ')}`, acl);
  if (typeof description !== 'string') throw invalidParameter('description', 'a string', description);
  if (typeof queryParameters !== 'string')
    throw invalidParameter('queryParameters', 'a URL-encoded string', queryParameters);
  parseParamsString(queryParameters); // rejects a malformed value now rather than on every search
  return {
    acl: [...new Set(acl)],
    description,
    indexes: stringList('indexes', indexes),
    referers: stringList('referers', referers),
    queryParameters,
    maxHitsPerQuery: count('maxHitsPerQuery', body.maxHitsPerQuery),
    maxQueriesPerIPPerHour: count('maxQueriesPerIPPerHour', body.maxQueriesPerIPPerHour),
    validity: count('validity', body.validity),
  };
}

function stringList(name: string, value: unknown): string[] {
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  throw invalidParameter(name, 'a list of strings', value);
}

function count(name: string, value: unknown): number {
  if (value === undefined || value === null) return 0;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  throw invalidParameter(name, 'a non-negative integer', value);
}

/** `GET /1/keys/{key}` (schemas.yml `getApiKeyResponse`: `value` and `createdAt` in unix seconds). */
export function presentApiKey(key: ApiKey) {
  return {
    value: key.value,
    createdAt: key.createdAt,
    acl: key.acl,
    description: key.description,
    indexes: key.indexes,
    maxHitsPerQuery: key.maxHitsPerQuery,
    maxQueriesPerIPPerHour: key.maxQueriesPerIPPerHour,
    queryParameters: key.queryParameters,
    referers: key.referers,
    validity: key.validity,
  };
}
