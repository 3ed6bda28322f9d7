// Every distinct indexed term, with exact, prefix and typo-tolerant look-up. Typo look-up walks the sorted
// term list as if it were a trie (terms sharing a prefix are contiguous), carrying one row of the
// Damerau-Levenshtein (optimal string alignment) table per depth and pruning a branch as soon as every
// cell of its row exceeds the typo budget — so a look-up visits a small part of a 100k-term dictionary.

import { LruMap } from './lru-map.js';

export interface TermMatch {
  termId: number;
  typos: number;
}

/** Prefix expansion of very short query words ('a') is capped so one keystroke cannot scan everything. */
export const MAX_PREFIX_EXPANSIONS = 2000;
const MAX_DEPTH = 64;
/**
 * Look-ups remembered: while typing, every keystroke repeats the earlier words, and InstantSearch sends
 * the same words again for each refined disjunctive facet; a typo look-up is the dearest part of planning.
 */
const MAX_CACHED_MATCHES = 256;

/** A dictionary as a snapshot stores it: the terms by id, and their ids in sorted order. */
export interface SavedTermDictionary {
  terms: string[];
  sortedIds: Int32Array;
}

export class TermDictionary {
  private readonly ids = new Map<string, number>();
  private sortedTerms: string[] | null = null;
  private sortedIds: Int32Array | null = null;
  private readonly rows = Array.from({ length: MAX_DEPTH + 2 }, () => new Int32Array(MAX_DEPTH + 2));
  /** Recent `match` answers; emptied whenever a term is added. */
  private readonly matchCache = new LruMap<string, readonly TermMatch[]>(MAX_CACHED_MATCHES);

  /** `terms` by id (the dictionary takes the array over). */
  constructor(readonly terms: string[] = []) {
    for (let id = 0; id < terms.length; id++) this.ids.set(terms[id]!, id);
  }

  /** The saved order is kept, so the first typo or prefix look-up after a restart need not sort. */
  static restore(saved: SavedTermDictionary): TermDictionary {
    const { terms, sortedIds } = saved;
    const dictionary = new TermDictionary(terms);
    if (dictionary.ids.size !== terms.length || sortedIds.length !== terms.length)
      throw new Error('Search snapshot is inconsistent: its terms and their sorted order differ');
    dictionary.sortedTerms = Array.from(sortedIds, (id) => {
      const term = terms[id];
      if (term === undefined) throw new Error('Search snapshot is inconsistent: a term id out of range');
      return term;
    });
    dictionary.sortedIds = sortedIds;
    return dictionary;
  }

  saved(): SavedTermDictionary {
    const { ids } = this.sorted();
    return { terms: this.terms, sortedIds: ids };
  }

  get size(): number {
    return this.terms.length;
  }

  idOf(term: string): number | undefined {
    return this.ids.get(term);
  }

  add(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.terms.push(term);
      this.ids.set(term, id);
      this.sortedTerms = null;
      this.matchCache.clear();
    }
    return id;
  }

  private sorted(): { terms: string[]; ids: Int32Array } {
    if (!this.sortedTerms || !this.sortedIds) {
      const order = this.terms.map((_, i) => i).sort((a, b) => (this.terms[a]! < this.terms[b]! ? -1 : 1));
      this.sortedIds = Int32Array.from(order);
      this.sortedTerms = order.map((i) => this.terms[i]!);
    }
    return { terms: this.sortedTerms, ids: this.sortedIds };
  }

  /**
   * Terms matching `word` with at most `maxTypos` typos; with `prefix`, terms that start with something
   * within `maxTypos` of `word` match too (the typo count is that of the best prefix). The answer may be
   * shared with later calls: do not change it.
   */
  match(word: string, maxTypos: number, prefix: boolean): readonly TermMatch[] {
    if (maxTypos === 0 && !prefix) {
      const id = this.ids.get(word);
      return id === undefined ? [] : [{ termId: id, typos: 0 }];
    }
    const key = `${maxTypos}${prefix ? 'p' : 'w'}${word}`;
    let found = this.matchCache.get(key);
    if (!found) this.matchCache.set(key, (found = this.lookUp(word, maxTypos, prefix)));
    return found;
  }

  private lookUp(word: string, maxTypos: number, prefix: boolean): TermMatch[] {
    const { terms, ids } = this.sorted();
    if (maxTypos === 0) {
      const lo = lowerBound(terms, word, 0, terms.length);
      const out: TermMatch[] = [];
      for (
        let i = lo;
        i < terms.length && out.length < MAX_PREFIX_EXPANSIONS && terms[i]!.startsWith(word);
        i++
      ) {
        out.push({ termId: ids[i]!, typos: 0 });
      }
      return out;
    }
    return this.fuzzy(terms, ids, word, Math.min(maxTypos, 2), prefix);
  }

  private fuzzy(terms: string[], ids: Int32Array, word: string, max: number, prefix: boolean): TermMatch[] {
    const wl = Math.min(word.length, MAX_DEPTH);
    const best = new Map<number, number>();
    const add = (index: number, typos: number) => {
      const id = ids[index]!;
      const known = best.get(id);
      if (known === undefined || typos < known) best.set(id, typos);
    };
    const addRange = (lo: number, hi: number, typos: number) => {
      for (let i = lo; i < hi && best.size < MAX_PREFIX_EXPANSIONS; i++) add(i, typos);
    };
    const row0 = this.rows[0]!;
    for (let j = 0; j <= wl; j++) row0[j] = j;

    const visit = (lo: number, hi: number, depth: number, prevChar: number, inherited: number): void => {
      const row = this.rows[depth]!;
      const here = prefix ? Math.min(inherited, row[wl]!) : Number.POSITIVE_INFINITY;
      if (here === 0) return addRange(lo, hi, 0);
      let i = lo;
      if (terms[i]!.length === depth) {
        const typos = prefix ? Math.min(here, row[wl]!) : row[wl]!;
        if (typos <= max) add(i, typos);
        i++;
      }
      if (depth >= MAX_DEPTH) return;
      const next = this.rows[depth + 1]!;
      const prev = depth > 0 ? this.rows[depth - 1]! : row;
      while (i < hi) {
        const c = terms[i]!.charCodeAt(depth);
        const end = groupEnd(terms, i, hi, depth, c);
        next[0] = depth + 1;
        let rowMin = next[0];
        for (let j = 1; j <= wl; j++) {
          const wc = word.charCodeAt(j - 1);
          let v = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (wc === c ? 0 : 1));
          if (j > 1 && depth > 0 && wc === prevChar && word.charCodeAt(j - 2) === c)
            v = Math.min(v, prev[j - 2]! + 1);
          next[j] = v;
          if (v < rowMin) rowMin = v;
        }
        if (rowMin <= max) visit(i, end, depth + 1, c, here);
        else if (here <= max) addRange(i, end, here);
        i = end;
      }
    };
    if (terms.length > 0) visit(0, terms.length, 0, -1, Number.POSITIVE_INFINITY);
    return [...best].map(([termId, typos]) => ({ termId, typos }));
  }
}

function lowerBound(terms: string[], word: string, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** End of the run of terms in [from, hi) whose character at `depth` is `c` (the run is contiguous). */
function groupEnd(terms: string[], from: number, hi: number, depth: number, c: number): number {
  let lo = from + 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid]!.charCodeAt(depth) <= c) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
