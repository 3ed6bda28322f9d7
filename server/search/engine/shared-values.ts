// Equal short values of an index's records held once (issue 21, memory per record). JSON.parse gives every
// record its own copy of each value, and a chunked index repeats its bill's facts in every chunk: at 100k
// bill_text chunks, title, url, sponsor, status, session, chamber, citations and categories take ~10
// distinct values per 100 records, each copy 20-80 bytes of heap (an array of one string ~100). Sharing
// is invisible to readers: strings are immutable and compare by value, and the engine never changes a
// stored record's arrays (a partial update builds new ones; hits copy the record), so records keep their
// shape and content; only which copy a property points to changes. Values of an attribute that are mostly
// distinct (ids, the chunks' own text) would fill a pool for nothing, so an attribute is dropped from
// sharing once its values prove mostly distinct.

/** Longer values (as strings or JSON) are rarely repeated (a chunk's text) and are left as they are. */
export const MAX_SHARED_LENGTH = 120;
/** Values seen of an attribute before deciding whether its values repeat enough to share. */
const SAMPLE = 1000;
/** Shared while distinct values stay at most this share of the values seen. */
const MAX_DISTINCT_SHARE = 0.5;

interface Pool {
  values: Map<string, unknown>;
  seen: number;
}

export class SharedValues {
  /** By attribute path (arrays: the path and `[]`); null once its values proved mostly distinct. */
  private readonly pools = new Map<string, Pool | null>();

  /** Points `record`'s strings and small arrays (top level) at shared copies. */
  share(record: Record<string, unknown>): void {
    // A frozen record (a caller's constant) keeps its own copies: assigning would throw.
    if (Object.isFrozen(record)) return;
    for (const key in record) {
      if (key === 'objectID') continue; // unique by definition
      const value = record[key];
      const place = poolPlace(key, value);
      if (place) record[key] = this.pooled(place.path, place.key, value, 1);
    }
  }

  /**
   * Takes `value`, held by `occurrences` records' `attribute` already (a restart from record columns,
   * record-columns.ts, gives equal values as one copy), as the copy later saves share.
   */
  adopt(attribute: string, value: unknown, occurrences: number): void {
    const place = attribute === 'objectID' ? undefined : poolPlace(attribute, value);
    if (place) this.pooled(place.path, place.key, value, occurrences);
  }

  /** The first value pooled under `path` and `key`, or `value` (pooled now, or not at all). */
  private pooled<T>(path: string, key: string, value: T, occurrences: number): T {
    let pool = this.pools.get(path);
    if (pool === null) return value;
    if (pool === undefined) this.pools.set(path, (pool = { values: new Map(), seen: 0 }));
    pool.seen += occurrences;
    const known = pool.values.get(key);
    if (known !== undefined) return known as T;
    pool.values.set(key, value);
    if (pool.seen >= SAMPLE && pool.values.size > pool.seen * MAX_DISTINCT_SHARE) this.pools.set(path, null);
    return value;
  }
}

/**
 * Where a top-level value is pooled: strings by themselves, an array of one string (the usual citations,
 * categories) by that string, other arrays by their JSON; undefined for values never shared (numbers,
 * objects, long values).
 */
function poolPlace(attribute: string, value: unknown): { path: string; key: string } | undefined {
  if (typeof value === 'string')
    return value.length <= MAX_SHARED_LENGTH ? { path: attribute, key: value } : undefined;
  if (!Array.isArray(value)) return undefined;
  if (value.length === 1 && typeof value[0] === 'string')
    return value[0].length <= MAX_SHARED_LENGTH ? { path: `${attribute}[1]`, key: value[0] } : undefined;
  const json = JSON.stringify(value);
  return json.length <= MAX_SHARED_LENGTH ? { path: `${attribute}[]`, key: json } : undefined;
}
