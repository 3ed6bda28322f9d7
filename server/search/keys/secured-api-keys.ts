import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseParamsString } from '../protocol/search-params.js';
import type { SearchParams } from '../types.js';

/** What a secured API key adds to its parent key. */
export interface SecuredRestrictions {
  /** Unix seconds after which the key is refused. */
  validUntil?: number;
  /** Index patterns; the parent's `indexes` still apply too. */
  restrictIndices?: string[];
  /** Every other restriction is a search parameter (`filters` ANDed, the rest overriding). */
  searchParams: SearchParams;
}

const HMAC_HEX_LENGTH = 64;

/**
 * Checks a secured API key the way the clients build it (v5 `generateSecuredApiKey`, node build:
 * `base64(hmacSha256Hex(parentApiKey, queryParameters) + queryParameters)`, the restrictions serialized
 * sorted by name, arrays joined with commas). Returns the parent and the restrictions, or undefined when
 * no candidate parent signed it.
 */
export function verifySecuredApiKey(
  securedApiKey: string,
  candidateParents: Iterable<string>,
): { parent: string; queryParameters: string } | undefined {
  if (!/^[A-Za-z0-9+/]+=*$/.test(securedApiKey)) return undefined;
  const decoded = Buffer.from(securedApiKey, 'base64').toString('utf8');
  const signature = decoded.slice(0, HMAC_HEX_LENGTH);
  if (!/^[0-9a-f]{64}$/.test(signature)) return undefined;
  const queryParameters = decoded.slice(HMAC_HEX_LENGTH);
  const expected = Buffer.from(signature, 'hex');
  for (const parent of candidateParents) {
    const actual = createHmac('sha256', parent).update(queryParameters).digest();
    if (timingSafeEqual(actual, expected)) return { parent, queryParameters };
  }
  return undefined;
}

/** Reads the restrictions; `restrictSources` (IP ranges) and `referers` are accepted and not enforced. */
export function parseSecuredRestrictions(queryParameters: string): SecuredRestrictions {
  const {
    validUntil,
    restrictIndices,
    restrictSources: _restrictSources,
    referers: _referers,
    ...searchParams
  } = parseParamsString(queryParameters);
  return {
    ...(typeof validUntil === 'number' ? { validUntil } : {}),
    ...(Array.isArray(restrictIndices) ? { restrictIndices: restrictIndices as string[] } : {}),
    searchParams,
  };
}
