import { randomBytes } from 'node:crypto';
import type SQLite from 'better-sqlite3';
import type { Acl } from './acl.js';

/** The settable fields of an API key (specs/search/paths/keys/common/schemas.yml `apiKey`). */
export interface ApiKeyFields {
  acl: Acl[];
  description: string;
  /** Index name patterns (`dev_*`); empty = every index. */
  indexes: string[];
  /** 0 = no limit. */
  maxHitsPerQuery: number;
  /** Stored and returned; not enforced (one server, no per-IP accounting). */
  maxQueriesPerIPPerHour: number;
  /** URL-encoded search parameters forced onto every search made with the key. */
  queryParameters: string;
  /** Stored and returned; not enforced. */
  referers: string[];
  /** Seconds the key lives after it is created or updated; 0 = forever. */
  validity: number;
}

/** A key's fields: the given ones, Algolia's defaults for the rest (schemas.yml `apiKey`). */
export function apiKeyFields(fields: Partial<ApiKeyFields> & Pick<ApiKeyFields, 'acl'>): ApiKeyFields {
  return {
    description: '',
    indexes: [],
    maxHitsPerQuery: 0,
    maxQueriesPerIPPerHour: 0,
    queryParameters: '',
    referers: [],
    validity: 0,
    ...fields,
  };
}

export interface ApiKey extends ApiKeyFields {
  value: string;
  /** Unix seconds. */
  createdAt: number;
  /** Unix seconds from which the key is refused (from `validity`). */
  expiresAt?: number;
  /** Unix seconds; a deleted key can be restored. */
  deletedAt?: number;
}

export interface ApiKeyStore {
  create(fields: ApiKeyFields, value?: string): ApiKey;
  /** An active (not deleted) key. */
  find(value: string): ApiKey | undefined;
  /** Active keys, oldest first. */
  list(): ApiKey[];
  /** Replaces every field (unspecified ones were reset to defaults by the caller, as Algolia does). */
  update(value: string, fields: ApiKeyFields): ApiKey | undefined;
  delete(value: string): ApiKey | undefined;
  restore(value: string): ApiKey | undefined;
}

interface Row {
  value: string;
  data: string;
  created_at: number;
  deleted_at: number | null;
}

/** A new key: 32 hex characters, like Algolia's. */
export function generateKeyValue(): string {
  return randomBytes(16).toString('hex');
}

/** API keys in the search store's `keys` table; `now` returns unix seconds. */
export function createApiKeyStore(db: SQLite.Database, now: () => number): ApiKeyStore {
  const statements = {
    get: db.prepare<[string], Row>('SELECT * FROM keys WHERE value = ?'),
    list: db.prepare<[], Row>('SELECT * FROM keys WHERE deleted_at IS NULL ORDER BY created_at, value'),
    insert: db.prepare('INSERT INTO keys (value, data, created_at) VALUES (?, ?, ?)'),
    setData: db.prepare('UPDATE keys SET data = ? WHERE value = ?'),
    setDeleted: db.prepare('UPDATE keys SET deleted_at = ? WHERE value = ?'),
  };
  const read = (value: string) => {
    const row = statements.get.get(value);
    return row ? toApiKey(row) : undefined;
  };
  const serialize = (fields: ApiKeyFields) =>
    JSON.stringify({ ...fields, ...(fields.validity > 0 ? { expiresAt: now() + fields.validity } : {}) });

  return {
    create(fields, value = generateKeyValue()) {
      statements.insert.run(value, serialize(fields), now());
      return read(value)!;
    },
    find(value) {
      const key = read(value);
      return key && key.deletedAt === undefined ? key : undefined;
    },
    list: () => statements.list.all().map(toApiKey),
    update(value, fields) {
      if (!this.find(value)) return undefined;
      statements.setData.run(serialize(fields), value);
      return read(value);
    },
    delete(value) {
      if (!this.find(value)) return undefined;
      statements.setDeleted.run(now(), value);
      return read(value);
    },
    restore(value) {
      const key = read(value);
      if (key?.deletedAt === undefined) return undefined;
      statements.setDeleted.run(null, value);
      return read(value);
    },
  };
}

function toApiKey(row: Row): ApiKey {
  const data = JSON.parse(row.data) as ApiKeyFields & { expiresAt?: number };
  return {
    ...data,
    value: row.value,
    createdAt: row.created_at,
    ...(row.deleted_at === null ? {} : { deletedAt: row.deleted_at }),
  };
}
