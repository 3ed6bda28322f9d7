import { toWellFormed } from '../text/well-formed.js';
import type { JsonValue, SearchParams } from '../types.js';
import { coerceParameter } from './coerce-parameter.js';
import { checkKnownParameters } from './known-parameters.js';
import { invalidParameter, isPlainObject } from './protocol-errors.js';
import { checkSearchLimits } from './request-limits.js';

/**
 * Reads a v4-style `params` string (`query=x&facets=%5B%22a%22%5D&hitsPerPage=5`): URL-encoded, arrays and
 * objects JSON-encoded, numbers and booleans as text. Each value gets its contract type back.
 */
export function parseParamsString(params: string): SearchParams {
  const result: SearchParams = {};
  for (const [name, value] of new URLSearchParams(params))
    if (name !== '__proto__') result[name] = coerceParameter(name, value);
  return result;
}

/**
 * Normalises a v5 parameters object: coerces values Algolia would accept in another form ("5" for 5,
 * "true", a comma list for an array) and drops `undefined` and `null` (unset).
 */
export function normalizeSearchParams(input: Record<string, unknown>): SearchParams {
  const result: SearchParams = {};
  for (const [name, value] of Object.entries(input)) {
    // `__proto__` would replace the result's prototype rather than add a parameter.
    if (value === undefined || value === null || name === '__proto__') continue;
    result[name] = coerceParameter(name, value as JsonValue);
  }
  return result;
}

/**
 * The parameters of a search body: flat v5 parameters and/or a `params` string; the string wins where
 * both name a parameter (as Algolia does). An absent body means no parameters. Checked against Algolia's
 * parameters (known-parameters.ts; `extra` names those the operation adds) and the request limits
 * (request-limits.ts).
 */
export function parseSearchBody(body: unknown, extra: readonly string[] = []): SearchParams {
  if (body === undefined || body === null || body === '') return {};
  if (!isPlainObject(body)) throw invalidParameter('body', 'a JSON object', body);
  const { params, ...flat } = body;
  if (params !== undefined && params !== null && typeof params !== 'string')
    throw invalidParameter('params', 'a URL-encoded string', params);
  const parsed = { ...normalizeSearchParams(flat), ...(params ? parseParamsString(params) : {}) };
  checkKnownParameters(parsed, extra);
  return checkSearchLimits(parsed);
}

/**
 * Reads parameters sent in a query string (GET browse, getObject's attributesToRetrieve), leaving out
 * the credentials and the client's agent and request id.
 */
export function parseQueryStringParams(
  query: Record<string, unknown>,
  extra: readonly string[] = [],
): SearchParams {
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    if (/^x-algolia-/i.test(name) || name === '__proto__') continue;
    params[name] = Array.isArray(value) ? value.at(-1) : value;
  }
  const parsed = normalizeSearchParams(params);
  checkKnownParameters(parsed, extra);
  return checkSearchLimits(parsed);
}

/** The URL-encoded `params` echo of a response: strings as they are, everything else as JSON. */
export function serializeParams(params: SearchParams): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    // Well-formed first: encodeURIComponent throws on a lone surrogate (an internal caller's params are not
    // checked like a request's).
    pairs.push(`${encodeURIComponent(toWellFormed(name))}=${encodeURIComponent(toWellFormed(text))}`);
  }
  return pairs.join('&');
}
