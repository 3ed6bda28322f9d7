// Equal short strings of an index's records held once (issue 21, memory per record). JSON.parse gives every
// record its own copy of each value, and a chunked index repeats its bill's facts in every chunk: at 100k
// bill_text chunks, title, url, sponsor, status, session, chamber and citations take ~10 distinct values
// per 100 records, each copy 20-80 bytes of heap. Sharing is invisible to readers (strings are immutable
// and compare by value), so records keep their shape; only which copy a property points to changes.
// Values of an attribute that are mostly distinct (ids, the chunks' own text) would fill a pool for
// nothing, so an attribute is dropped from sharing once its values prove mostly distinct.

/** Longer strings are rarely repeated (a chunk's text) and are left as they are. */
const MAX_SHARED_LENGTH = 120;
/** Values seen of an attribute before deciding whether its values repeat enough to share. */
const SAMPLE = 1000;
/** Shared while distinct values stay at most this share of the values seen. */
const MAX_DISTINCT_SHARE = 0.5;

interface Pool {
  values: Map<string, string>;
  seen: number;
}

export class SharedStrings {
  /** By attribute path; null once the attribute's values proved mostly distinct. */
  private readonly pools = new Map<string, Pool | null>();

  /** Points `record`'s string values (top level, in arrays and in objects in arrays) at shared copies. */
  share(record: Record<string, unknown>): void {
    // A frozen record (a caller's constant) keeps its own copies: assigning would throw.
    if (Object.isFrozen(record)) return;
    for (const key in record) {
      if (key === 'objectID') continue; // unique by definition
      const value = record[key];
      if (typeof value === 'string') record[key] = this.shared(key, value);
      else if (Array.isArray(value)) this.shareArray(key, value);
    }
  }

  private shareArray(path: string, list: unknown[]): void {
    if (Object.isFrozen(list)) return;
    for (let i = 0; i < list.length; i++) {
      const item = list[i];
      if (typeof item === 'string') list[i] = this.shared(path, item);
      else if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
        const object = item as Record<string, unknown>;
        if (Object.isFrozen(object)) continue;
        for (const key in object) {
          const value = object[key];
          if (typeof value === 'string') object[key] = this.shared(`${path}.${key}`, value);
        }
      }
    }
  }

  private shared(path: string, value: string): string {
    if (value.length > MAX_SHARED_LENGTH) return value;
    let pool = this.pools.get(path);
    if (pool === null) return value;
    if (pool === undefined) this.pools.set(path, (pool = { values: new Map(), seen: 0 }));
    pool.seen++;
    const known = pool.values.get(value);
    if (known !== undefined) return known;
    pool.values.set(value, value);
    if (pool.seen >= SAMPLE && pool.values.size > pool.seen * MAX_DISTINCT_SHARE) this.pools.set(path, null);
    return value;
  }
}
