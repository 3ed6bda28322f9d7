import { createHash, timingSafeEqual } from 'node:crypto';
import { SearchError } from '../engine/search-error.js';
import { parseParamsString } from '../protocol/search-params.js';
import type { SearchStore } from '../persistence/search-store.js';
import { ADMIN_ACCESS, splitForcedParams, type Access } from './access.js';
import {
  apiKeyFields,
  createApiKeyStore,
  generateKeyValue,
  type ApiKey,
  type ApiKeyStore,
} from './api-key-store.js';
import { parseSecuredRestrictions, verifySecuredApiKey } from './secured-api-keys.js';

export interface Credentials {
  apiKey?: string;
  appId?: string;
}

export interface KeyringOptions {
  store: SearchStore;
  appId: string;
  /** From configuration; otherwise generated once and kept in the store. Never sent to a browser. */
  adminApiKey?: string;
  /** The search-only key handed to the browser; from configuration or generated and kept. */
  searchApiKey?: string;
  /** Unix milliseconds. */
  now?: () => number;
}

export interface Keyring {
  readonly appId: string;
  readonly adminApiKey: string;
  readonly searchApiKey: string;
  readonly keys: ApiKeyStore;
  /** Resolves the credentials to what they may do; 403 when they are not valid. */
  authenticate(credentials: Credentials): Access;
}

// Algolia's own wording, which clients and their users recognise.
export const INVALID_CREDENTIALS = 'Invalid Application-ID or API key';
const SECURED_CACHE_LIMIT = 1000;

export function createKeyring(options: KeyringOptions): Keyring {
  const now = options.now ?? Date.now;
  const seconds = () => Math.floor(now() / 1000);
  const { store, appId } = options;
  const keys = createApiKeyStore(store.db, seconds);
  const adminApiKey = options.adminApiKey ?? storedOrNew(store, 'admin_api_key');
  const searchApiKey = options.searchApiKey ?? storedOrNew(store, 'search_api_key');
  ensureSearchKey(keys, searchApiKey);
  const adminDigest = digest(adminApiKey);
  // Verifying a secured key costs one HMAC per candidate parent; remember which parent signed it.
  const securedParents = new Map<string, { parent: string; queryParameters: string }>();

  const invalid = () => new SearchError(403, INVALID_CREDENTIALS);
  const usable = (key: ApiKey | undefined) =>
    key && (key.expiresAt === undefined || seconds() < key.expiresAt) ? key : undefined;

  const fromSecured = (securedKey: string): Access | undefined => {
    let verified = securedParents.get(securedKey);
    if (!verified) {
      verified = verifySecuredApiKey(
        securedKey,
        keys.list().map((key) => key.value),
      );
      if (!verified) return undefined;
      if (securedParents.size >= SECURED_CACHE_LIMIT) securedParents.clear();
      securedParents.set(securedKey, verified);
    }
    const parent = usable(keys.find(verified.parent));
    if (!parent) return undefined;
    const restrictions = parseSecuredRestrictions(verified.queryParameters);
    if (restrictions.validUntil !== undefined && seconds() >= restrictions.validUntil) return undefined;
    const access = accessOf(parent);
    const secured = splitForcedParams(restrictions.searchParams);
    return {
      ...access,
      indexPatterns: restrictions.restrictIndices
        ? [...access.indexPatterns, restrictions.restrictIndices]
        : access.indexPatterns,
      forcedParams: { ...access.forcedParams, ...secured.forcedParams },
      forcedFilters: [...access.forcedFilters, ...secured.forcedFilters],
    };
  };

  return {
    appId,
    adminApiKey,
    searchApiKey,
    keys,
    authenticate({ apiKey, appId: requestAppId }) {
      if (!apiKey || requestAppId !== appId) throw invalid();
      if (timingSafeEqual(digest(apiKey), adminDigest)) return ADMIN_ACCESS;
      const key = keys.find(apiKey);
      if (key) {
        if (!usable(key)) throw invalid();
        return accessOf(key);
      }
      const secured = fromSecured(apiKey);
      if (!secured) throw invalid();
      return secured;
    },
  };
}

function accessOf(key: ApiKey): Access {
  return {
    admin: false,
    keyValue: key.value,
    acl: new Set(key.acl),
    indexPatterns: key.indexes.length > 0 ? [key.indexes] : [],
    ...splitForcedParams(parseParamsString(key.queryParameters)),
    maxHitsPerQuery: key.maxHitsPerQuery,
  };
}

function storedOrNew(store: SearchStore, metaKey: string): string {
  const stored = store.getMeta(metaKey);
  if (stored) return stored;
  const value = generateKeyValue();
  store.setMeta(metaKey, value);
  return value;
}

/** The browser's key must work: created when missing, restored when it was deleted. */
function ensureSearchKey(keys: ApiKeyStore, value: string) {
  if (keys.find(value) || keys.restore(value)) return;
  keys.create(apiKeyFields({ acl: ['search'], description: 'Search-only key for the web app' }), value);
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
