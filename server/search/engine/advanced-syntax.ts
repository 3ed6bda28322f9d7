// The advancedSyntax conditions a matched record must also meet: its quoted phrases appear with their
// words adjacent and in order in one attribute, and it contains none of the excluded words
// (https://www.algolia.com/doc/api-reference/api-parameters/advancedSyntaxFeatures). Built only for a
// query that has a phrase or an excluded word, so other queries pay nothing.
import type { DocPredicate } from './filter-matcher.js';
import type { IndexData, Postings } from './index-data.js';
import type { QueryPlan } from './query-plan.js';

export function advancedSyntaxPredicate(
  data: IndexData,
  plan: QueryPlan,
  restrict: ReadonlySet<number> | undefined,
): DocPredicate | undefined {
  const phrases = (plan.phrases ?? []).map((phrase) =>
    phrase.map((word) =>
      plan.words[word]!.termIds.map((id) => data.postings[id]).filter((p) => p !== undefined),
    ),
  );
  const excluded = excludedDocs(data, plan.excluded ?? []);
  if (phrases.length === 0 && !excluded) return undefined;
  return (doc) => !excluded?.[doc] && phrases.every((phrase) => hasPhrase(phrase, doc, restrict));
}

/** Marks the documents containing any excluded word (as a whole word, in any searchable attribute). */
function excludedDocs(data: IndexData, terms: readonly string[]): Uint8Array | undefined {
  if (terms.length === 0) return undefined;
  const marks = new Uint8Array(data.docs.length);
  for (const term of terms) {
    for (const match of data.dict.match(term, 0, false)) {
      for (const doc of data.postings[match.termId]?.docs ?? []) marks[doc] = 1;
    }
  }
  return marks;
}

/**
 * Whether some occurrence of the phrase's first word is followed, one position at a time in the same
 * attribute, by each next word (occurrences are packed slot << 16 | position, so "next" is + 1).
 */
function hasPhrase(words: Postings[][], doc: number, restrict: ReadonlySet<number> | undefined): boolean {
  const occurrences = words.map((postings) => new Set(postings.flatMap((p) => occurrencesIn(p, doc))));
  for (const start of occurrences[0]!) {
    if (restrict && !restrict.has(start >>> 16)) continue;
    if (occurrences.every((set, k) => set.has(start + k))) return true;
  }
  return false;
}

function occurrencesIn(postings: Postings, doc: number): number[] {
  let lo = 0;
  let hi = postings.docs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (postings.docs[mid]! < doc) lo = mid + 1;
    else hi = mid;
  }
  if (postings.docs[lo] !== doc) return [];
  const end = lo + 1 < postings.occStart.length ? postings.occStart[lo + 1]! : postings.occ.length;
  return postings.occ.slice(postings.occStart[lo]!, end);
}
