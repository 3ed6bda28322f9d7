// The first page of a one-word query matching much of an index, without ranking every match. At a
// million chunks a short prefix or a common word matches most of them, and most of those tie on every
// textual criterion (the word in the same place of the heading, no typo): the page is then the matches
// with the best textual criteria that come first in the custom ranking. Walking the documents in that
// order (computed once per index state) finds them after reading about count × documents / tied of them,
// where ranking read every match twice (`Candidates.complete`, then `topRanked`). nbHits and facets
// still count every match; only choosing the page is spared.
import type { RankingCriterion } from '../types.js';
import type { IndexData } from './index-data.js';
import { NO_MATCH, type WordMatches } from './word-arrays.js';

/** A walk reading more documents than this (expected) is left to ranking every match. */
const MAX_WALK = 1 << 17;
/** Only a word matching at least 1 / MIN_SHARE of the documents is walked for. */
const MIN_SHARE = 16;

/**
 * The best `count` documents of `word`'s matches in rank order, when every match is a candidate and at
 * least `count` of them tie for the best textual criteria (typo, attribute, exact, compared in `ranking`'s
 * order, as `topRanked` compares their columns; the other textual criteria tie for one word without
 * filter scores, proximity or geo), or undefined when that does not hold or the walk would be long.
 * Ties then go to `customRanks` (by document), then to the lower document, as in `worseThan`.
 */
export function walkRankOrder(
  data: IndexData,
  word: WordMatches,
  ranking: readonly RankingCriterion[],
  customRanks: Int32Array | undefined,
  count: number,
): number[] | undefined {
  const { docs, typos, attribute, exact } = word;
  // A word matching under a sixteenth of the documents is ranked as before: ranking its matches costs
  // less than the pass below over every document, and even with every match tied the walk would read
  // count × documents / matches of them.
  if (count <= 0 || docs.length < count || docs.length * MIN_SHARE < data.docCount) return undefined;
  if ((count * data.docCount) / docs.length > MAX_WALK) return undefined;
  // The pass without branches (`walkPacked`) costs the same for every document; the one below skips
  // those the word does not match at the cost of a branch each, taken at random. At 1M chunks that branch
  // made it dearer for every word walked for, not only those in 2/5 of the documents or more as once
  // measured: 'establish', 'data' and 'disc', in 28-33 %, 14.5 -> 9.3, 13.3 -> 8.5 and 13.6 -> 10.6 ms a
  // query with `walkPacked`. It is left for keys that do not fit an integer.
  const packed = packedKey(data, ranking);
  if (packed) return walkPacked(data, word, packed, customRanks, count);
  const { typo: t, attribute: a, exact: e } = keyWeights(ranking);
  // Document order, reading each array front to back: a prefix's matches come one term after another,
  // and in that order each read would be a cache miss (the walk only runs for matches numerous enough).
  let best = Number.POSITIVE_INFINITY;
  let tied = 0;
  if (word.same) {
    // Every match has the same typos and exactness (a prefix or typo word matching most of the index,
    // often): only the attribute can differ, an integer, so the pass reads that alone and compares it as
    // one. The key is an exact integer either way, so it is the same sum.
    const { typos: sameTypos, exact: sameExact } = word.same;
    let lowest = 0x7fffffff;
    for (let doc = 0; doc < data.docCount; doc++) {
      if (typos[doc] === NO_MATCH) continue;
      const score = a === 0 ? 0 : attribute[doc]!;
      if (score < lowest) {
        lowest = score;
        tied = 1;
      } else if (score === lowest) tied++;
    }
    if (tied > 0) best = sameTypos * t + lowest * a + (255 - sameExact) * e;
  } else {
    for (let doc = 0; doc < data.docCount; doc++) {
      const typo = typos[doc]!;
      if (typo === NO_MATCH) continue;
      const key = typo * t + attribute[doc]! * a + (255 - exact[doc]!) * e;
      if (key < best) {
        best = key;
        tied = 1;
      } else if (key === best) tied++;
    }
  }
  if (tied < count || (count * data.docCount) / tied > MAX_WALK) return undefined;
  const order = customRanks ? rankOrder(customRanks) : undefined;
  const out: number[] = [];
  for (let i = 0; i < data.docCount && out.length < count; i++) {
    const doc = order ? order[i]! : i;
    const typo = typos[doc]!;
    if (typo !== NO_MATCH && typo * t + attribute[doc]! * a + (255 - exact[doc]!) * e === best) out.push(doc);
  }
  return out;
}

/**
 * `walkRankOrder` with the textual key packed in one integer (see `packedKey`): the pass over every
 * document then finds the best key and counts the documents tying on it without a branch on either
 * (nor on whether the word matches the document: one it does not match gets the highest key). Over the
 * million documents of a word matching half of them, or tying on half of its matches, those branches
 * went either way at random, and the pass cost about three times as much.
 */
function walkPacked(
  data: IndexData,
  word: WordMatches,
  weights: PackedKey,
  customRanks: Int32Array | undefined,
  count: number,
): number[] | undefined {
  const { typos, attribute, exact } = word;
  const { typo: t, attribute: a, exact: e } = weights;
  const { typo: mt, attribute: ma, exact: me } = weights.mask;
  const size = data.docCount;
  let lowest = UNMATCHED;
  let tied = 0;
  // Every match has the same typos and exactness (a prefix or typo word matching most of the index,
  // often): only the attribute differs, the rest of the key is a constant added afterwards. A loop of its
  // own: a test of `same` in the loop made both kinds of pass slower.
  const { same } = word;
  const fixed = same ? ((same.typos & mt) << t) | (((1 - same.exact) & me) << e) : 0;
  // No match can have a key below `fixed` (no typo and exact, when they differ; the attribute score 0: the
  // first searchable attribute's first word). When `count` matches have it, they are the page: the first
  // that do in custom rank order, found by reading about count × documents / those matches. At 1M chunks
  // 'sec*' words open a quarter of the headings, and the pass below over every document cost 3-5 ms.
  const early = firstWithKey(data, word, weights, customRanks, fixed, count, EARLY_READS);
  if (early) return early;
  if (same)
    for (let doc = 0; doc < size; doc++) {
      const key = (((attribute[doc]! & ma) << a) | -((typos[doc]! + 1) >> 8)) & UNMATCHED;
      const d = (key - lowest) | 0;
      const below = d >> 31;
      lowest += d & below;
      tied = ((tied + (((d - 1) >>> 31) & ~below)) & ~below) - below;
    }
  else
    for (let doc = 0; doc < size; doc++) {
      const typo = typos[doc]!;
      // -1 (every bit set) for NO_MATCH (255), else 0.
      const unmatched = -((typo + 1) >> 8);
      const fields = ((typo & mt) << t) | ((attribute[doc]! & ma) << a) | (((1 - exact[doc]!) & me) << e);
      const key = (fields | unmatched) & UNMATCHED;
      const d = (key - lowest) | 0; // both below 2^31
      const below = d >> 31; // -1 when the key is lower than any before, else 0
      lowest += d & below;
      // A lower key starts the count at 1; an equal one adds 1 ((d - 1) >>> 31 is 1 for d = 0 or below).
      tied = ((tied + (((d - 1) >>> 31) & ~below)) & ~below) - below;
    }
  if (lowest === UNMATCHED) return undefined;
  lowest |= fixed;
  if (tied < count || (count * data.docCount) / tied > MAX_WALK) return undefined;
  return firstWithKey(data, word, weights, customRanks, lowest, count, data.docCount);
}

/** How many documents `walkPacked` reads for a page of matches with the lowest possible key, at most. */
const EARLY_READS = 1024;

/**
 * The first `count` matches of `word` in custom rank order (then document order) whose packed key is
 * `key`, reading at most `reads` documents in that order; undefined when fewer are found.
 */
function firstWithKey(
  data: IndexData,
  word: WordMatches,
  weights: PackedKey,
  customRanks: Int32Array | undefined,
  key: number,
  count: number,
  reads: number,
): number[] | undefined {
  const { typos, attribute, exact } = word;
  const { typo: t, attribute: a, exact: e } = weights;
  const { typo: mt, attribute: ma, exact: me } = weights.mask;
  const order = customRanks ? rankOrder(customRanks) : undefined;
  const out: number[] = [];
  const end = Math.min(reads, data.docCount);
  for (let i = 0; i < end && out.length < count; i++) {
    const doc = order ? order[i]! : i;
    const typo = typos[doc]!;
    if (typo === NO_MATCH) continue;
    const fields = ((typo & mt) << t) | ((attribute[doc]! & ma) << a) | (((1 - exact[doc]!) & me) << e);
    if (fields === key) out.push(doc);
  }
  return out.length === count ? out : undefined;
}

/** The packed key of a document the word does not match: above every match's (see `packedKey`). */
const UNMATCHED = 0x7fffffff;

/** Where each criterion's field starts in the packed key, and a mask keeping it (0 if not ranked on). */
interface PackedKey {
  typo: number;
  attribute: number;
  exact: number;
  mask: { typo: number; attribute: number; exact: number };
}

/**
 * The textual key packed into one integer below 2^30, smaller better, its fields in the order `ranking`
 * compares the criteria, or undefined when they do not fit: typos (of a match, below 255) take 8 bits,
 * 1 − exact 1 (one word's exactness is 0 or 1), the attribute score as many as the highest the index's
 * searchable attributes can give (rank × 65536 + a 16-bit position). A criterion not ranked on is masked out.
 */
function packedKey(data: IndexData, ranking: readonly RankingCriterion[]): PackedKey | undefined {
  let highest = 0;
  for (const attr of data.searchable) highest = Math.max(highest, attr.rank * 65536 + 0xffff);
  const bits = { typo: 8, attribute: Math.ceil(Math.log2(highest + 1)), exact: 1 };
  const key: PackedKey = { typo: 0, attribute: 0, exact: 0, mask: { typo: 0, attribute: 0, exact: 0 } };
  let shift = 0;
  for (const criterion of [...new Set(ranking)].reverse()) {
    if (criterion !== 'typo' && criterion !== 'attribute' && criterion !== 'exact') continue;
    key[criterion] = shift;
    key.mask[criterion] = 2 ** bits[criterion] - 1;
    shift += bits[criterion];
  }
  return shift <= 30 ? key : undefined;
}

/**
 * Weights making a document's typo, attribute and exact criteria one number, smaller better, compared as
 * `ranking` orders them: typos (below 256) and 255 − exact take 8 bits, the attribute score (below 2^31)
 * 31, so the key stays an exact integer (47 bits at most). A criterion not ranked on weighs 0.
 */
function keyWeights(ranking: readonly RankingCriterion[]) {
  const weight = { typo: 0, attribute: 0, exact: 0 };
  let next = 1;
  for (const criterion of [...new Set(ranking)].reverse()) {
    if (criterion !== 'typo' && criterion !== 'attribute' && criterion !== 'exact') continue;
    weight[criterion] = next;
    next *= criterion === 'attribute' ? 2 ** 31 : 256;
  }
  return weight;
}

const rankOrders = new WeakMap<Int32Array, Int32Array>();

/**
 * Every document by (custom rank, document number). `customRanks` gives each document its rank, an
 * integer below the document count (equal values share the first one's), and is cached while the index
 * is unchanged, so its order is too; a counting sort, documents ascending, keeps ties in document order.
 */
export function rankOrder(ranks: Int32Array): Int32Array {
  const known = rankOrders.get(ranks);
  if (known) return known;
  const n = ranks.length;
  const starts = new Int32Array(n + 1);
  for (let doc = 0; doc < n; doc++) starts[ranks[doc]! + 1]!++;
  for (let rank = 0; rank < n; rank++) starts[rank + 1]! += starts[rank]!;
  const order = new Int32Array(n);
  for (let doc = 0; doc < n; doc++) order[starts[ranks[doc]!]!++] = doc;
  rankOrders.set(ranks, order);
  return order;
}
