// Orders candidates by Algolia's tie-breaking criteria. Every criterion is a column of numbers per
// candidate where smaller is better once multiplied by its sign, read in place from the candidates' own
// typed arrays: a short query can match a whole index, and copying its criteria would cost more than
// choosing the first page.
import type { JsonValue } from '../types.js';
import { valuesAt } from './attribute-paths.js';
import type { IndexData } from './index-data.js';

export interface RankingColumn {
  values: ArrayLike<number>;
  sign: 1 | -1;
}

export interface RankedSet {
  docs: ArrayLike<number>;
  /** In criterion order; a column where every candidate ties is left out (it cannot order anything). */
  columns: RankingColumn[];
  /** By document number (see `customRanks`): compared after the columns, smaller first. */
  customRanks?: Int32Array;
  /** A column of `columns` still holding bounds for some rows, if any. */
  pending?: PendingColumn;
}

/**
 * A ranking column too dear to compute for every candidate. Until `resolve(row)`, the row's value is a
 * bound on the better side of its true value (not above it for sign 1), so a row whose bound already ranks
 * it after the rows kept cannot rank before them either, and need not be resolved.
 */
export interface PendingColumn {
  /** The column's values (bounds until resolved), as in `RankedSet.columns`. */
  readonly values: ArrayLike<number>;
  resolve(row: number): void;
  /**
   * Resolves the rows of [from, to) whose value is below `limit`, as `resolve` would each: `topRanked`
   * hands over a block of rows it is about to read when most of them need resolving, which a column can
   * work through in one tight loop.
   */
  resolveBelow(from: number, to: number, limit: number): void;
  /**
   * Resolves `rows[0 … count)`, as `resolve` would each: `topRanked` hands over the rows of a block that
   * tie on the columns before this one, when it is not the first.
   */
  resolveRows(rows: Int32Array, count: number): void;
  resolveAll(): void;
}

/** Drops columns on which all candidates tie (except `kept`, whose values may not be final yet). */
export function decisiveColumns(columns: RankingColumn[], n: number, kept?: RankingColumn): RankingColumn[] {
  return columns.filter((column) => {
    if (column === kept) return true;
    const { values } = column;
    const first = values[0];
    for (let i = 1; i < n; i++) if (values[i] !== first) return true;
    return false;
  });
}

/**
 * Converts `customRanking` / `asc()` / `desc()` criteria into one key per document: its rank under all of
 * them at once (missing values last, equal values sharing a rank), or undefined without such criteria.
 * The ranks are computed once per index state and read through each candidate's document number, so a
 * query matching every document neither copies them nor compares one column per criterion.
 */
const customRankCache = new WeakMap<IndexData, Map<string, CustomRankState>>();

/**
 * What the ranks were worked out from, kept so that documents added later are merged in (at 1M bill_text
 * chunks, two criteria: 16 MB of keys and 4 MB of order beside the 4 MB of ranks).
 */
interface CustomRankState {
  /** Per criterion, per document: its value times the direction (+Infinity when missing). */
  keys: Float64Array[];
  /** Every document, by (keys, document number). */
  order: Int32Array;
  ranks: Int32Array;
  /** Whether a criterion had a string value: its keys are its order among all, which a new one changes. */
  strings: boolean;
}

interface Criterion {
  direction: number;
  attribute: string;
}

export function customRanks(data: IndexData, criteria: string[]): Int32Array | undefined {
  const parsed = criteria.flatMap((criterion) => {
    const match = /^(asc|desc)\((.+)\)$/.exec(criterion.trim());
    return match ? [{ direction: match[1] === 'asc' ? 1 : -1, attribute: match[2]! }] : [];
  });
  if (parsed.length === 0) return undefined;
  let cache = customRankCache.get(data);
  if (!cache) customRankCache.set(data, (cache = new Map()));
  const cacheKey = parsed.map((p) => `${p.direction}${p.attribute}`).join('\u0000');
  const cached = cache.get(cacheKey);
  // Documents are only ever appended (an update is a new document number), so the length tells.
  if (cached && cached.ranks.length === data.docCount) return cached.ranks;
  const grown = cached && !cached.strings && cached.ranks.length < data.docCount;
  const state = (grown && withAdded(data, parsed, cached)) || allRanks(data, parsed);
  cache.set(cacheKey, state);
  return state.ranks;
}

/** Every document ranked from its records' values. */
function allRanks(data: IndexData, parsed: Criterion[]): CustomRankState {
  const { keys, strings } = keysFrom(data, parsed, 0, undefined);
  const compare = keyComparer(keys);
  const order = new Int32Array(data.docCount);
  for (let doc = 0; doc < order.length; doc++) order[doc] = doc;
  order.sort(compare);
  return { keys, order, ranks: ranksOf(order, compare), strings };
}

/**
 * The documents added since `known` merged into its order, or undefined when one of them holds a string
 * value (the keys of the others would change). At 1M bill_text chunks a write of 1,000 records made the
 * next search rank every document again: seconds of CPU reading every record's values and sorting.
 */
function withAdded(
  data: IndexData,
  parsed: Criterion[],
  known: CustomRankState,
): CustomRankState | undefined {
  const from = known.order.length;
  const { keys, strings } = keysFrom(data, parsed, from, known);
  if (strings) return undefined;
  const compare = keyComparer(keys);
  // The new documents by (keys, number); each goes after the known ones it ties with (its number is higher).
  const added = Int32Array.from({ length: data.docCount - from }, (_, i) => from + i).sort(compare);
  const order = new Int32Array(data.docCount);
  let at = 0;
  let k = 0;
  for (const doc of added) {
    while (k < from && compare(known.order[k]!, doc) <= 0) order[at++] = known.order[k++]!;
    order[at++] = doc;
  }
  order.set(known.order.subarray(k), at);
  return { keys, order, ranks: ranksOf(order, compare), strings: false };
}

/** Per criterion, each document's key: from the records from `from` on, `known`'s before. */
function keysFrom(
  data: IndexData,
  parsed: Criterion[],
  from: number,
  known: CustomRankState | undefined,
): { keys: Float64Array[]; strings: boolean } {
  let strings = false;
  const keys = parsed.map(({ direction, attribute }, c) => {
    const column = rankingColumn(data, attribute, from);
    strings ||= column.strings;
    const values = new Float64Array(data.docCount);
    if (known) values.set(known.keys[c]!.subarray(0, from));
    for (let doc = from; doc < values.length; doc++) {
      const value = column.values[doc - from];
      values[doc] = value === undefined ? Number.POSITIVE_INFINITY : direction * value;
    }
    return values;
  });
  return { keys, strings };
}

function keyComparer(keys: Float64Array[]): (a: number, b: number) => number {
  return (a, b) => {
    for (const column of keys) {
      const d = column[a]! - column[b]!;
      if (d !== 0 && !Number.isNaN(d)) return d;
    }
    return 0;
  };
}

/**
 * Each document's place in `order`, ties sharing the first one's. Ranks are integers below the document
 * count: 32 bits, half the bytes of doubles. Ranking reads them at random, by each candidate's document,
 * for every candidate tying with the page's last on each column (at 1M chunks, most candidates of a query
 * of common words), and the cache holds one per index.
 */
function ranksOf(order: Int32Array, compare: (a: number, b: number) => number): Int32Array {
  const ranks = new Int32Array(order.length);
  let rank = 0;
  for (let i = 0; i < order.length; i++) {
    if (i > 0 && compare(order[i - 1]!, order[i]!) !== 0) rank = i;
    ranks[order[i]!] = rank;
  }
  return ranks;
}

/**
 * The first value of a ranking attribute per document from `from` on, as a number (booleans 0/1; strings
 * by their order among those documents' values), and whether any was a string. Not cached: only
 * `customRanks` reads it, and that caches its result.
 */
function rankingColumn(
  data: IndexData,
  attribute: string,
  from: number,
): { values: (number | undefined)[]; strings: boolean } {
  const raw: (JsonValue | undefined)[] = [];
  for (let doc = from; doc < data.docCount; doc++) {
    const record = data.records[doc];
    raw.push(record ? firstValue(valuesAt(record, attribute)) : undefined);
  }
  const strings = [...new Set(raw.filter((v): v is string => typeof v === 'string'))].sort();
  const stringRank = new Map(strings.map((s, i) => [s, i]));
  const values = raw.map((value) =>
    typeof value === 'number'
      ? value
      : typeof value === 'boolean'
        ? Number(value)
        : typeof value === 'string'
          ? stringRank.get(value)
          : undefined,
  );
  return { values, strings: strings.length > 0 };
}

function firstValue(values: unknown[]): JsonValue | undefined {
  const value = values[0];
  return typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean'
    ? value
    : undefined;
}

/** A comparator: whether candidate a ranks after candidate b (ties go to the lower document number). */
export function worseThan(set: RankedSet): (a: number, b: number) => boolean {
  const { columns, docs, customRanks } = set;
  const width = columns.length;
  return (a, b) => {
    for (let c = 0; c < width; c++) {
      const { values, sign } = columns[c]!;
      const d = sign * (values[a]! - values[b]!);
      if (d !== 0 && !Number.isNaN(d)) return d > 0;
    }
    return worseOnTies(docs, customRanks, a, b);
  };
}

/** Row `a` against row `b` once every column ties: the higher custom rank, then document, is worse. */
function worseOnTies(
  docs: ArrayLike<number>,
  customRanks: Int32Array | undefined,
  a: number,
  b: number,
): boolean {
  if (customRanks) {
    const d = customRanks[docs[a]!]! - customRanks[docs[b]!]!;
    if (d !== 0) return d > 0;
  }
  return docs[a]! > docs[b]!;
}

/** A ranked set holding only the given rows of another. */
export function selectRows(set: RankedSet, rows: number[]): RankedSet {
  return {
    docs: rows.map((row) => set.docs[row]!),
    ...(set.customRanks ? { customRanks: set.customRanks } : {}),
    columns: set.columns.map(({ values, sign }) => ({
      values: Float64Array.from(rows, (row) => values[row]!),
      sign,
    })),
  };
}

/** Rows `topRanked` hands a pending key column to resolve at once (`resolveBelow`, `resolveRows`). */
const RESOLVE_BLOCK = 512;

/** Zeros, only ever read: the key column of a set without columns, without a new array per query. */
let zeroValues = new Uint8Array(0);
function zeros(length: number): Uint8Array {
  if (zeroValues.length < length) zeroValues = new Uint8Array(length);
  return zeroValues;
}

/**
 * Final columns before or after the key column, compared in place against the heap's worst row
 * (`topRanked`): the worst's values, signed, are noted once when it changes rather than read for every row.
 */
class InPlaceColumns {
  readonly count: number;
  private readonly values: ArrayLike<number>[];
  private readonly signs: number[];
  private readonly root: Float64Array;

  constructor(columns: RankingColumn[]) {
    this.count = columns.length;
    this.values = columns.map((column) => column.values);
    this.signs = columns.map((column) => column.sign);
    this.root = new Float64Array(columns.length);
  }

  noteRoot(row: number): void {
    for (let c = 0; c < this.count; c++) this.root[c] = this.signs[c]! * this.values[c]![row]!;
  }

  /**
   * Above 0 when `row` ranks after the noted row on these columns, below 0 before, 0 on a tie; NaN when
   * they cannot tell (left to the comparator).
   */
  compare(row: number): number {
    for (let c = 0; c < this.count; c++) {
      const d = this.signs[c]! * this.values[c]![row]! - this.root[c]!;
      if (d !== 0) return d;
    }
    return 0;
  }
}

/**
 * Indexes (into `set.docs`) of the best `count` candidates in rank order. A bounded heap keeps this
 * O(n log count) for the usual first page of a large result set; a pending column is resolved only for
 * the rows that, on their bounds, would enter the heap.
 */
export function topRanked(set: RankedSet, count: number): number[] {
  const n = set.docs.length;
  const worse = worseThan(set);
  const { pending } = set;
  if (count >= n) {
    pending?.resolveAll();
    const all = Array.from({ length: n }, (_, i) => i);
    return all.sort((a, b) => (a === b ? 0 : worse(a, b) ? 1 : -1));
  }
  if (count <= 0) return [];
  // Max-heap on "worse": the root is the worst of the best `count` seen so far.
  const heap: number[] = [];
  // Not `[a, b] = [b, a]`, which may allocate an array per swap: this runs for many of the candidates.
  const swap = (i: number, j: number) => {
    const row = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = row;
  };
  const siftUp = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!worse(heap[i]!, heap[parent]!)) break;
      swap(i, parent);
      i = parent;
    }
  };
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < heap.length && worse(heap[l]!, heap[worst]!)) worst = l;
      if (r < heap.length && worse(heap[r]!, heap[worst]!)) worst = r;
      if (worst === i) return;
      swap(i, worst);
      i = worst;
    }
  };
  const { columns, docs, customRanks } = set;
  // The key column, read in place before the full comparison: the pending one (proximity) if any, else
  // the first. A row that loses to the heap's worst there (even on its bound, if pending: not above its
  // true value) cannot enter. Most rows of a query matching much of the index lose there, and a
  // comparator call per row was most of this loop.
  const pendingAt = pending === undefined ? -1 : columns.findIndex((c) => c.values === pending.values);
  const keyAt = Math.max(pendingAt, 0);
  // Without columns every row ties on them: zeros, so each is decided on custom rank and document in
  // place (below) rather than read past the end of an empty array and handed to the comparator. At 1M
  // chunks a one-word query with a filter often ties every candidate on typo, attribute and exact.
  const keyValues = columns[keyAt]?.values ?? zeros(n);
  const keySign = columns[keyAt]?.sign ?? 1;
  // When that column is the pending one, a row whose bound beats the heap's worst there is resolved and
  // its true value read in place the same way: most rows of a query of common words lose on their
  // proximity, and this spares them both comparator calls. A row whose bound only ties is left to the
  // comparator, which may rule it out on later columns unresolved.
  const keyPending = pendingAt >= 0 ? pending : undefined;
  // The columns before a pending key (typo, when the candidates differ on it), final, compared in place
  // first: a row tying the heap's worst on them goes on to the key as if it came first. At 1M chunks,
  // 'section section chapter general' differs on typos, and a comparator call and a `resolve` per row
  // took most of its ranking.
  const lead = new InPlaceColumns(columns.slice(0, keyAt));
  // The heap's worst on the key column, signed, kept in a local while the root stays: the loop below then
  // reads one value per row (sign × (a − b) > 0 is sign × a > sign × b, NaN failing both alike).
  let worst = Number.NEGATIVE_INFINITY;
  // The columns after the key, compared in place the same way for a row tying it (all final: only the key
  // may be pending).
  const trail = new InPlaceColumns(columns.slice(keyAt + 1));
  const noteRoot = () => {
    worst = keySign * keyValues[heap[0]!]!;
    lead.noteRoot(heap[0]!);
    trail.noteRoot(heap[0]!);
  };
  // The rows that loop resolves one at a time (bound below the heap's worst) are resolved a block ahead
  // instead, by the column's own loop: when the heap's worst stays above most rows' bounds (at 1M chunks,
  // a query of common words whose best proximity is above its bound: every row), the call and the checks
  // of `resolve` for each row cost as much as the proximity itself. The heap's worst only falls, so a
  // block may resolve a few rows the loop would have ruled out on their bound later in it.
  const blocks = keyPending !== undefined && keySign === 1;
  const blockRows = lead.count > 0 ? new Int32Array(RESOLVE_BLOCK) : undefined;
  const resolveBlock = (pendingKey: PendingColumn, from: number, to: number) => {
    if (!blockRows) return pendingKey.resolveBelow(from, to, worst);
    // Only the rows tying on the lead columns: the others are ruled out there unresolved.
    let count = 0;
    for (let row = from; row < to; row++)
      if (keyValues[row]! < worst && lead.compare(row) === 0) blockRows[count++] = row;
    pendingKey.resolveRows(blockRows, count);
  };
  let blockEnd = 0;
  for (let i = 0; i < n; i++) {
    if (heap.length < count) {
      pending?.resolve(i);
      heap.push(i);
      siftUp(heap.length - 1);
      noteRoot();
      continue;
    }
    if (blocks && i >= blockEnd) {
      blockEnd = Math.min(i + RESOLVE_BLOCK, n);
      resolveBlock(keyPending, i, blockEnd);
    }
    const leading = lead.count === 0 ? 0 : lead.compare(i);
    if (leading > 0) continue;
    // Tying on the lead columns (or none): the key decides as if it came first. Better on them, or
    // incomparable (NaN), the row is left to the comparator.
    if (leading === 0) {
      let value = keySign * keyValues[i]!;
      if (value > worst) continue;
      if (keyPending && value < worst) {
        keyPending.resolve(i);
        value = keySign * keyValues[i]!;
        if (value > worst) continue;
      }
      // A row tying the heap's worst there is decided on the columns after it in place, then on its
      // custom rank and document (worseOnTies), without the comparator's pass over the columns: at 1M
      // chunks the key is proximity, tied by most rows of most multi-word queries, most resolved a block
      // ahead ('section section chapter general' then differs on exact). A pending row's bound tying it
      // decides alike: its true value is no better.
      if (value === worst) {
        const after = trail.count === 0 ? 0 : trail.compare(i);
        if (after > 0 || (after === 0 && worseOnTies(docs, customRanks, i, heap[0]!))) continue;
      }
    }
    if (worse(heap[0]!, i)) {
      if (pending) {
        pending.resolve(i);
        if (!worse(heap[0]!, i)) continue;
      }
      heap[0] = i;
      siftDown(0);
      noteRoot();
    }
  }
  return heap.sort((a, b) => (a === b ? 0 : worse(a, b) ? 1 : -1));
}
