// The part of a search fixed by its words and matching options alone, whatever its filters, facets or
// paging: the query plan, the attributes it may match in, and the documents each word matches.
import type { SearchParams, Synonym } from '../types.js';
import type { IndexData } from './index-data.js';
import { PLANNING_PARAMS, planQuery, type PlannedWord, type QueryPlan } from './query-plan.js';
import type { MatchingFilter } from './matching-filter.js';
import { scratchFor, type QueryScratch } from './query-scratch.js';
import { ascendingWithin, withinMatches, type WordMatches } from './word-arrays.js';
import { matchWord, matchWordWithin } from './word-matches.js';

export interface QueryMatching {
  plan: QueryPlan;
  /** Attribute slots of `restrictSearchableAttributes`; undefined = every slot. */
  restrict: Set<number> | undefined;
  /** One per planned word (a repeated word shares one), in the index's scratch buffers: valid while `isHeld`. */
  wordHits: WordMatches[];
  /**
   * Set when only the documents matching every word are known (see `matchQuery`): each word but the
   * rarest holds just those of the documents of the rarer words that it matches, and `holdingAll` the
   * documents holding every word (unordered). Making a word optional (removeWordsIfNoResults) needs each
   * word's own documents: `widen` matches them all again in full.
   */
  narrowed?: { holdingAll: Int32Array; widen: () => void };
  /**
   * Set when the rarest word was matched only within the query's filter (matching-filter.ts): its
   * matches serve this query alone, not the others of a batch with other filters.
   */
  withinFilter?: true;
}

/** Per index, the matching whose word matches its scratch buffers hold (the next matching overwrites them). */
const heldMatchings = new WeakMap<IndexData, QueryMatching>();

export function matchQuery(
  data: IndexData,
  params: SearchParams,
  synonyms: readonly Synonym[],
  filter?: MatchingFilter,
): QueryMatching {
  const scratch = scratchFor(data);
  const plan = planQuery(params.query ?? '', params, data.dict, synonyms);
  const restrict = restrictSlots(data, params.restrictSearchableAttributes);
  // A word typed twice ('section section chapter') matches the same documents: it is matched once. Its
  // term and whether it is a prefix decide the rest of its plan.
  const keyOf = (word: PlannedWord) => `${word.isPrefix ? 'prefix' : 'word'}:${word.term}`;
  const slotOf = new Map<string, number>();
  plan.words.forEach((word, slot) => {
    if (!slotOf.has(keyOf(word))) slotOf.set(keyOf(word), slot);
  });
  const distinct = [...slotOf.values()];
  // Proximity, the one reader of a word's occurrences, is measured between two words or more.
  const proximity = plan.words.length > 1;
  const byWord = new Map<string, WordMatches>();
  const wordHits = () => plan.words.map((word) => byWord.get(keyOf(word))!);
  /** Matches the words of `slots` against every document. */
  const matchInFull = (slots: number[]) => {
    for (const slot of slots) {
      const word = plan.words[slot]!;
      byWord.set(keyOf(word), matchWord(data, word, restrict, scratch, slot, proximity));
    }
  };
  const postingsOf = (slot: number) =>
    plan.words[slot]!.termIds.reduce((sum, termId) => sum + data.postings.docCount(termId), 0);
  /** Matches the word of `slot` within the documents passing the filter, when that pays. */
  const matchWithinFilter = (slot: number) => {
    const passing = filter?.(postingsOf(slot));
    if (!passing) return false;
    const word = plan.words[slot]!;
    const { within, ascending } = passing;
    byWord.set(keyOf(word), matchWordWithin(data, word, restrict, scratch, slot, within, ascending));
    return true;
  };
  if (plan.words.some((word) => word.optional)) {
    matchInFull(distinct);
    const matching: QueryMatching = { plan, restrict, wordHits: wordHits() };
    heldMatchings.set(data, matching);
    return matching;
  }
  if (distinct.length < 2) {
    const withinFilter = distinct.length === 1 && matchWithinFilter(distinct[0]!);
    if (!withinFilter) matchInFull(distinct);
    const matching: QueryMatching = {
      plan,
      restrict,
      wordHits: wordHits(),
      ...(withinFilter ? { withinFilter: true as const } : {}),
    };
    heldMatchings.set(data, matching);
    return matching;
  }
  // Every word is required, so a candidate holds the rarest one: that word is matched in full (or within
  // the filter), and each other word (rarer first) only among the documents every word before it matched.
  // A short word common to most documents is then read only around the candidates of the rare one.
  const sizes = new Map(distinct.map((slot) => [slot, postingsOf(slot)]));
  distinct.sort((a, b) => sizes.get(a)! - sizes.get(b)! || a - b);
  const [rarest, ...others] = distinct;
  const withinFilter = matchWithinFilter(rarest!);
  if (!withinFilter) matchInFull([rarest!]);
  const first = byWord.get(keyOf(plan.words[rarest!]!))!;
  let last = first;
  for (const slot of others) {
    const word = plan.words[slot]!;
    const previous = last;
    let ascending: Int32Array | undefined;
    const sorted = () => (ascending ??= ascendingDocs(data, previous, scratch));
    last = matchWordWithin(data, word, restrict, scratch, slot, withinMatches(previous), sorted);
    byWord.set(keyOf(word), last);
  }
  const matching: QueryMatching = {
    plan,
    restrict,
    wordHits: wordHits(),
    ...(withinFilter ? { withinFilter: true as const } : {}),
    narrowed: {
      holdingAll: last.docs,
      widen: () => {
        // The rarest word was matched in full already (unless within the filter); the others only within it.
        matchInFull(withinFilter ? [rarest!, ...others] : others);
        matching.wordHits = wordHits();
        delete matching.narrowed;
      },
    },
  };
  heldMatchings.set(data, matching);
  return matching;
}

/**
 * `matches.docs` ascending: themselves when they ascend already (a word of one term, matched in its
 * order), else in scratch space (the last such copy is overwritten).
 */
function ascendingDocs(data: IndexData, matches: WordMatches, scratch: QueryScratch): Int32Array {
  const { docs } = matches;
  // Looking costs a pass over the matches alone, where the pass below reads a byte per document of
  // the index: 'after' (86k of 1M chunks, ascending) 1.4 ms.
  if (ascends(docs)) return docs;
  // Many documents: one pass over the index's documents in order beats a sort.
  if (docs.length * 16 > data.docCount) {
    const room = scratch.ints('within', docs.length + 1);
    return ascendingWithin(withinMatches(matches), data.docCount, room);
  }
  const out = scratch.ints('within', docs.length).subarray(0, docs.length);
  out.set(docs);
  return out.sort();
}

function ascends(docs: Int32Array): boolean {
  for (let i = 1; i < docs.length; i++) if (docs[i - 1]! >= docs[i]!) return false;
  return true;
}

/** Whether `matching`'s word matches are still in the index's scratch buffers. */
export function isHeld(data: IndexData, matching: QueryMatching): boolean {
  return heldMatchings.get(data) === matching;
}

/**
 * Everything a query's matching depends on besides the index and its synonyms: queries with equal keys
 * match the same documents in the same way. Absent and null parameters mean the same to planning.
 */
export function matchingKey(params: SearchParams): string {
  return JSON.stringify([
    params.query ?? '',
    params.restrictSearchableAttributes ?? null,
    ...PLANNING_PARAMS.map((name) => params[name] ?? null),
  ]);
}

function restrictSlots(data: IndexData, attributes: string[] | undefined): Set<number> | undefined {
  if (!attributes || attributes.length === 0) return undefined;
  const wanted = new Set(attributes);
  const slots = new Set<number>();
  data.searchable.forEach((attr, slot) => {
    if (wanted.has(attr.path) || wanted.has(attr.path.split('.')[0]!)) slots.add(slot);
  });
  return slots;
}
