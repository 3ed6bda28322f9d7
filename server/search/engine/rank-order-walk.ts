// The first page of a one-word query matching much of an index, without ranking every match. At a
// million chunks a short prefix or a common word matches most of them, and most of those tie on every
// textual criterion (the word in the same place of the heading, no typo): the page is then the matches
// with the best textual criteria that come first in the custom ranking. Walking the documents in that
// order (computed once per index state) finds them after reading about count × documents / tied of them,
// where ranking read every match twice (`Candidates.complete`, then `topRanked`). nbHits and facets
// still count every match; only choosing the page is spared.
import type { RankingCriterion } from '../types.js';
import type { IndexData } from './index-data.js';
import { NO_MATCH, type WordMatches } from './word-matches.js';

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
