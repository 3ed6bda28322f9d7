// The part of a search fixed by its words and matching options alone, whatever its filters, facets or
// paging: the query plan, the attributes it may match in, and the documents each word matches.
import type { SearchParams, Synonym } from '../types.js';
import type { IndexData } from './index-data.js';
import { PLANNING_PARAMS, planQuery, type QueryPlan } from './query-plan.js';
import { scratchFor } from './query-scratch.js';
import { matchWord, type WordMatches } from './word-matches.js';

export interface QueryMatching {
  plan: QueryPlan;
  /** Attribute slots of `restrictSearchableAttributes`; undefined = every slot. */
  restrict: Set<number> | undefined;
  /** One per planned word (a repeated word shares one), in the index's scratch buffers: valid while `isHeld`. */
  wordHits: WordMatches[];
}

/** Per index, the matching whose word matches its scratch buffers hold (the next matching overwrites them). */
const heldMatchings = new WeakMap<IndexData, QueryMatching>();

export function matchQuery(
  data: IndexData,
  params: SearchParams,
  synonyms: readonly Synonym[],
): QueryMatching {
  const scratch = scratchFor(data);
  const plan = planQuery(params.query ?? '', params, data.dict, synonyms);
  const restrict = restrictSlots(data, params.restrictSearchableAttributes);
  // A word typed twice ('section section chapter') matches the same documents: it is matched once. Its
  // term and whether it is a prefix decide the rest of its plan.
  const byWord = new Map<string, WordMatches>();
  const wordHits = plan.words.map((word, slot) => {
    const key = `${word.isPrefix ? 'prefix' : 'word'}:${word.term}`;
    let hits = byWord.get(key);
    if (!hits) byWord.set(key, (hits = matchWord(data, word, restrict, scratch, slot)));
    return hits;
  });
  const matching = { plan, restrict, wordHits };
  heldMatchings.set(data, matching);
  return matching;
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
