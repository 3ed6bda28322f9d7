// One facet attribute's documents by value, as filters ask for them: by folded value (tags exactly).
// The lists live in one arena (list-arena.ts): 4 bytes a document, not a JS array per value.
import { ListArena, type SavedLists } from './list-arena.js';

/** As a snapshot stores it: the folded values by list id, and their lists. */
export interface SavedFacetPostings {
  values: string[];
  lists: SavedLists;
}

export class FacetPostings {
  /** Folded value → its list's id. */
  readonly ids = new Map<string, number>();
  private lists = new ListArena();

  static restore(saved: SavedFacetPostings): FacetPostings {
    const postings = new FacetPostings();
    saved.values.forEach((value, id) => postings.ids.set(value, id));
    postings.lists = ListArena.restore(saved.lists);
    if (postings.ids.size !== saved.values.length || postings.lists.listCount > saved.values.length)
      throw new Error('Search snapshot is inconsistent: facet values and their lists differ');
    return postings;
  }

  saved(): SavedFacetPostings {
    return { values: [...this.ids.keys()], lists: this.lists.saved() };
  }

  /** Appends `doc`, a document number above every one added so far, to `value`'s documents. */
  add(value: string, doc: number): void {
    let id = this.ids.get(value);
    if (id === undefined) this.ids.set(value, (id = this.ids.size));
    this.lists.push(id, doc);
  }

  has(value: string): boolean {
    return this.ids.has(value);
  }

  /** Calls `visit` with each document having `value`, ascending. */
  forEachDoc(value: string, visit: (doc: number) => void): void {
    const id = this.ids.get(value);
    if (id === undefined) return;
    const { values } = this.lists;
    const from = this.lists.start(id);
    const to = from + this.lists.length(id);
    for (let i = from; i < to; i++) visit(values[i]!);
  }

  /** Packs the lists: tight, or with room for the writes to come (see `Lists.trim`). */
  trim(room = false): void {
    this.lists.trim(room);
  }
}
