// The candidates of one query (run-query.ts): its matching documents and their textual criteria.
import type { QueryScratch } from './query-scratch.js';
import type { WordMatches } from './word-arrays.js';

/**
 * The matching documents and their textual criteria, one row per candidate in columns: a short query can
 * match every document of a large index, and an object per match would mostly measure the GC.
 */
export class Candidates {
  length = 0;
  doc: Int32Array;
  typos: Uint16Array;
  words: Uint16Array;
  filters: Float64Array;
  proximity: Uint16Array;
  /** As `WordMatches.attribute` (32 bits). */
  attribute: Int32Array;
  exact: Uint16Array;
  /**
   * The rows' documents in the order they were gathered, once `ascend` has put them in document order;
   * undefined while that order is `doc`'s own. A sampled facet count draws from this order.
   */
  gathered: Int32Array | undefined;
  /** The words whose arrays hold the criteria of the rows `pushDoc` added (see `deferCriteria`). */
  private criteriaFrom: readonly WordMatches[] | undefined;
  /**
   * Criteria `complete` found every row tied on: ranking need not read their columns to learn it (a short
   * query can have a million rows).
   */
  readonly uniform = new Set<'typo' | 'attribute' | 'exact'>();

  /** Columns in the index's scratch buffers; `proximity` starts at 0 for every row. */
  constructor(scratch: QueryScratch, capacity: number) {
    this.doc = scratch.ints('doc', capacity);
    this.typos = scratch.shorts('typos', capacity);
    this.words = scratch.shorts('words', capacity);
    this.filters = scratch.doubles('filters', capacity);
    this.proximity = scratch.shorts('proximity', capacity).fill(0, 0, capacity);
    this.attribute = scratch.ints('attribute', capacity);
    this.exact = scratch.shorts('exact', capacity);
  }

  push(doc: number, typos: number, words: number, filters: number, attribute: number, exact: number) {
    const i = this.length++;
    this.doc[i] = doc;
    this.typos[i] = typos;
    this.words[i] = words;
    this.filters[i] = filters;
    this.attribute[i] = attribute;
    this.exact[i] = exact;
  }

  /**
   * For a query whose every word is required and which has no filter scores: a candidate's criteria then
   * follow from its words' arrays (it matched every word; 0 filters), so `pushDoc` writes only its
   * document and `complete` works out the rest once something reads them. InstantSearch's per-facet
   * queries rank nothing, and never do.
   */
  deferCriteria(words: readonly WordMatches[]): void {
    this.criteriaFrom = words;
  }

  /** Whether the rows' criteria are still to be worked out from their words' arrays (`complete`). */
  get deferred(): boolean {
    return this.criteriaFrom !== undefined;
  }

  pushDoc(doc: number): void {
    this.doc[this.length++] = doc;
  }

  /**
   * Puts the rows in ascending document order before `complete` (criteria deferred, so only `doc` is
   * set), keeping the gathered order in `gathered`. A prefix or typo word's documents are gathered one
   * term after another: `complete` and ranking then read every word array at random, a cache miss per
   * row when hundreds of thousands of rows are spread over a million documents. Ranking's order does not
   * depend on the rows' (ties go to the lower document). Only for rows not already ascending and more
   * than a tenth of the index's documents: the pass over every document costs about what they save.
   */
  ascend(scratch: QueryScratch, docCount: number): void {
    const { length, doc: docs } = this;
    if (!this.criteriaFrom || length * 10 <= docCount) return;
    let sorted = true;
    for (let i = 1; i < length && sorted; i++) sorted = docs[i - 1]! < docs[i]!;
    if (sorted) return;
    this.gathered = scratch.ints('gathered', length).subarray(0, length);
    this.gathered.set(docs.subarray(0, length));
    // One bit per document, read back 32 at a time: a byte per document cleared and scanned a megabyte at
    // a million chunks, most of this pass when a tenth to a fifth of the documents are rows.
    const blocks = (docCount + 31) >>> 5;
    const member = scratch.ints('ascendingBits', blocks).fill(0, 0, blocks);
    for (let i = 0; i < length; i++) {
      const doc = docs[i]!;
      member[doc >>> 5]! |= 1 << (doc & 31);
    }
    let row = 0;
    for (let block = 0; block < blocks; block++) {
      for (let bits = member[block]!; bits !== 0; bits &= bits - 1)
        docs[row++] = (block << 5) | (31 - Math.clz32(bits & -bits));
    }
  }

  /** Works out the criteria `pushDoc` left out: call it before reading any column but `doc`. */
  complete(): void {
    const words = this.criteriaFrom;
    if (!words) return;
    this.criteriaFrom = undefined;
    // Locals: this runs once per candidate, which can be every document of the index.
    const { length, doc: docs, typos: typosOut, attribute: attributeOut, exact: exactOut } = this;
    this.words.fill(words.length, 0, length);
    this.filters.fill(0, 0, length);
    let typosDiffer = 0;
    let exactDiffer = 0;
    let attributeDiffers = false;
    const single = words.length === 1 ? words[0]! : undefined;
    // The attribute, the best of the words', is read once per distinct word (a repeated word shares its
    // matches), from arrays taken out of the words first rather than through each word for every row. When
    // this was written the words' matches came in two shapes (with `same` or without) and that load was
    // polymorphic; they have one shape since (word-arrays.ts, `wordArrays`).
    const attributes = [...new Set(words.map((word) => word.attribute))];
    if (words.length > 0 && words.every((word) => word.same)) {
      // Each word's documents all have its typos and exactness (a prefix or typo word matching most of
      // the index, or words matched exactly): only the attribute differs, the best of the words'.
      let typos = 0;
      let exact = 0;
      for (const word of words) {
        typos += word.same!.typos;
        exact += word.same!.exact;
      }
      typosOut.fill(typos, 0, length);
      exactOut.fill(exact, 0, length);
      const first = attributes[0]!;
      for (let i = 0; i < length; i++) {
        const doc = docs[i]!;
        let attribute = first[doc]!;
        for (let w = 1; w < attributes.length; w++) {
          const other = attributes[w]![doc]!;
          if (other < attribute) attribute = other;
        }
        attributeOut[i] = attribute;
        if (attribute !== attributeOut[0]) attributeDiffers = true;
      }
      this.uniform.add('typo');
      this.uniform.add('exact');
      if (!attributeDiffers) this.uniform.add('attribute');
      return;
    }
    // Several words: one whose documents all share its typos and exactness (`same`) adds them as a
    // constant, so only the other words' arrays are read for them. At a million chunks a query of common
    // words has hundreds of thousands of rows, and these reads were most of this loop.
    let fixedTypos = 0;
    let fixedExact = 0;
    const varyingTypos: Uint8Array[] = [];
    const varyingExact: Uint8Array[] = [];
    for (const word of words) {
      if (!word.same) {
        varyingTypos.push(word.typos);
        varyingExact.push(word.exact);
      } else {
        fixedTypos += word.same.typos;
        fixedExact += word.same.exact;
      }
    }
    for (let i = 0; i < length; i++) {
      const doc = docs[i]!;
      let typos = fixedTypos;
      let exact = fixedExact;
      let attribute = Number.POSITIVE_INFINITY;
      if (single) {
        typos = single.typos[doc]!;
        exact = single.exact[doc]!;
        attribute = single.attribute[doc]!;
      } else {
        for (let w = 0; w < varyingTypos.length; w++) {
          typos += varyingTypos[w]![doc]!;
          exact += varyingExact[w]![doc]!;
        }
        for (let w = 0; w < attributes.length; w++) {
          const value = attributes[w]![doc]!;
          if (value < attribute) attribute = value;
        }
      }
      typosOut[i] = typos;
      attributeOut[i] = attribute;
      exactOut[i] = exact;
      typosDiffer |= typos ^ typosOut[0]!;
      exactDiffer |= exact ^ exactOut[0]!;
      if (attribute !== attributeOut[0]) attributeDiffers = true;
    }
    if (!typosDiffer) this.uniform.add('typo');
    if (!exactDiffer) this.uniform.add('exact');
    if (!attributeDiffers) this.uniform.add('attribute');
  }

  /**
   * Every document of `docs` as a row (they passed every test already), its criteria deferred to
   * `complete` like `pushDoc`'s.
   */
  pushAll(docs: Int32Array): void {
    this.doc.set(docs, this.length);
    this.length += docs.length;
  }

  /** The documents of `docs` set in `bitmap` as rows, in order, their criteria deferred like `pushAll`'s. */
  pushWhere(docs: Int32Array, bitmap: Uint8Array): void {
    const { doc: out } = this;
    let length = this.length;
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i]!;
      if (bitmap[doc] === 1) out[length++] = doc;
    }
    this.length = length;
  }

  /** Keeps the rows for which `keep(row)` holds, in order. */
  retain(keep: (row: number) => boolean): void {
    let kept = 0;
    for (let i = 0; i < this.length; i++) {
      if (!keep(i)) continue;
      this.doc[kept] = this.doc[i]!;
      this.typos[kept] = this.typos[i]!;
      this.words[kept] = this.words[i]!;
      this.filters[kept] = this.filters[i]!;
      this.proximity[kept] = this.proximity[i]!;
      this.attribute[kept] = this.attribute[i]!;
      this.exact[kept] = this.exact[i]!;
      kept++;
    }
    this.length = kept;
  }
}
