// Which values of one facet each document has, as ids into the facet's distinct values, packed in two
// typed arrays: document d's ids are `packed[start[d] … start[d + 1])`. Facet counting reads them for
// every matching document, and with one small array per document that pass was mostly cache misses.
// Documents are only appended (an update is a new document number), so the arrays only grow at the end.
import { grownCopy } from './list-arena.js';

/** Grows by half again, so appending documents one at a time copies each entry a few times at most. */
const grown = (size: number) => Math.ceil(size * 1.5) + 16;

/** As a snapshot stores it: the values by id, and the documents' ids (`start`, `packed`) packed tight. */
export interface SavedFacetValueIds {
  values: string[];
  start: Int32Array;
  packed: Int32Array;
}

export class FacetValueIds {
  /** Value (original case) → id. */
  readonly ids = new Map<string, number>();
  readonly values: string[] = [];
  /** Documents below this have their entries in `start`; later ones have no value. */
  private docsCovered = 0;
  private start: Int32Array = new Int32Array(16);
  private packed: Int32Array = new Int32Array(16);

  static restore(saved: SavedFacetValueIds): FacetValueIds {
    const dictionary = new FacetValueIds();
    for (const value of saved.values) dictionary.idOf(value);
    const { start, packed } = saved;
    const docsCovered = start.length - 1;
    if (
      dictionary.values.length !== saved.values.length ||
      docsCovered < 0 ||
      start[0] !== 0 ||
      start[docsCovered] !== packed.length ||
      packed.some((id) => id < 0 || id >= saved.values.length)
    )
      throw new Error('Search snapshot is inconsistent: facet value ids out of range');
    dictionary.start = start;
    dictionary.packed = packed;
    dictionary.docsCovered = docsCovered;
    return dictionary;
  }

  saved(): SavedFacetValueIds {
    const end = this.start[this.docsCovered]!;
    return {
      values: this.values,
      start: this.start.subarray(0, this.docsCovered + 1),
      packed: this.packed.subarray(0, end),
    };
  }

  /** The id of `value`, given a new one the first time. */
  idOf(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
    }
    return id;
  }

  /** Sets the value ids of `doc`, a document number above every one set before. */
  setDocValueIds(doc: number, valueIds: readonly number[]): void {
    const end = this.start[this.docsCovered]!;
    if (this.start.length < doc + 2) this.start = grownCopy(this.start, grown(doc + 2));
    // Documents skipped since the last one set have no value: empty ranges.
    this.start.fill(end, this.docsCovered + 1, doc + 1);
    if (this.packed.length < end + valueIds.length)
      this.packed = grownCopy(this.packed, grown(end + valueIds.length));
    this.packed.set(valueIds, end);
    this.start[doc + 1] = end + valueIds.length;
    this.docsCovered = doc + 1;
  }

  /** Gives back the room kept for growth (after a bulk load or a rebuild). */
  trim(): void {
    this.start = this.start.slice(0, this.docsCovered + 1);
    this.packed = this.packed.slice(0, this.start[this.docsCovered]);
  }

  /** Adds `delta` to `counts[id]` for each value id of each of `docs`. */
  tally(docs: ArrayLike<number>, counts: Uint32Array, delta: 1 | -1): void {
    // Locals: this loop runs once per matching document, which can be every document of the index.
    const { start, packed, docsCovered } = this;
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i]!;
      if (doc >= docsCovered) continue;
      const end = start[doc + 1]!;
      for (let k = start[doc]!; k < end; k++) counts[packed[k]!]! += delta;
    }
  }
}
