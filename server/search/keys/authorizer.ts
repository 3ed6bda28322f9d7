import { SearchError } from '../engine/search-error.js';
import type { WriteOperation } from '../types.js';
import { canUseIndex, type Access } from './access.js';
import { aclForOperation, indexesOfOperation, type Acl } from './acl.js';
import type { Credentials, Keyring } from './keyring.js';

// Algolia's wording for a valid key that may not do this (specs/common/responses/MethodNotAllowed.yml).
export const METHOD_NOT_ALLOWED = 'Method not allowed with this API key';
export const INDEX_NOT_ALLOWED = 'Index not allowed with this API key';

/** 403 unless the key may use every one of the indexes. */
export function assertIndexes(access: Access, indexNames: Iterable<string>): void {
  for (const indexName of indexNames)
    if (!canUseIndex(access, indexName)) throw new SearchError(403, INDEX_NOT_ALLOWED);
}

function check(access: Access, acl: Acl, indexNames: Iterable<string>): Access {
  if (!access.acl.has(acl)) throw new SearchError(403, METHOD_NOT_ALLOWED);
  assertIndexes(access, indexNames);
  return access;
}

/** Resolves a request's credentials and checks them against what the request does. */
export function createAuthorizer(keyring: Keyring) {
  return {
    /** What the credentials may do; 403 when they are not valid. */
    authenticate: keyring.authenticate,
    /** Checks the credentials, the ACL and the indexes; 403 with Algolia's wording otherwise. */
    authorize: (credentials: Credentials, acl: Acl, ...indexNames: string[]): Access =>
      check(keyring.authenticate(credentials), acl, indexNames),
    /** A write needs each operation's ACL on each index it touches. */
    authorizeWrite(credentials: Credentials, ops: WriteOperation[]): Access {
      const access = keyring.authenticate(credentials);
      for (const op of ops) check(access, aclForOperation(op), indexesOfOperation(op));
      return access;
    },
    /** The key management endpoints are the admin key's alone. */
    authorizeAdmin(credentials: Credentials): Access {
      const access = keyring.authenticate(credentials);
      if (!access.admin) throw new SearchError(403, METHOD_NOT_ALLOWED);
      return access;
    },
  };
}
