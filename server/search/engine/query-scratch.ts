// Reusable working memory for queries over one index. A query matching a whole large index needs several
// arrays with one slot per document; allocating them afresh each time made garbage collection (of a heap
// holding every record) most of a query's cost. Queries run synchronously, one at a time, so one set of
// buffers per index serves them all; `generation` tells a lazily evaluated result that its buffers have
// since been reused.
import type { IndexData } from './index-data.js';

/** Grows by a quarter more than asked, so an index that keeps growing does not reallocate every time. */
const grown = (size: number) => Math.ceil(size * 1.25) + 16;

export class QueryScratch {
  generation = 0;
  private readonly uint8 = new Map<string, Uint8Array>();
  private readonly uint16 = new Map<string, Uint16Array>();
  private readonly int32 = new Map<string, Int32Array>();
  private readonly float64 = new Map<string, Float64Array>();

  /** Starts a query: results of earlier queries that still point at these buffers become stale. */
  begin(): number {
    return ++this.generation;
  }

  bytes(key: string, size: number): Uint8Array {
    return this.take(this.uint8, key, size, (n) => new Uint8Array(n));
  }

  shorts(key: string, size: number): Uint16Array {
    return this.take(this.uint16, key, size, (n) => new Uint16Array(n));
  }

  ints(key: string, size: number): Int32Array {
    return this.take(this.int32, key, size, (n) => new Int32Array(n));
  }

  doubles(key: string, size: number): Float64Array {
    return this.take(this.float64, key, size, (n) => new Float64Array(n));
  }

  /** A buffer of at least `size` entries with unspecified contents (callers initialise what they read). */
  private take<T extends { length: number }>(
    pool: Map<string, T>,
    key: string,
    size: number,
    create: (n: number) => T,
  ): T {
    let buffer = pool.get(key);
    if (!buffer || buffer.length < size) pool.set(key, (buffer = create(grown(size))));
    return buffer;
  }
}

const scratches = new WeakMap<IndexData, QueryScratch>();

export function scratchFor(data: IndexData): QueryScratch {
  let scratch = scratches.get(data);
  if (!scratch) scratches.set(data, (scratch = new QueryScratch()));
  return scratch;
}
