// The advancedSyntax conditions a matched record must also meet: its quoted phrases appear with their
// words adjacent and in order in one attribute, and it contains none of the excluded words
// (https://www.algolia.com/doc/api-reference/api-parameters/advancedSyntaxFeatures). Built only for a
// query that has a phrase or an excluded word, so other queries pay nothing.
import type { DocPredicate } from './filter-matcher.js';
import type { IndexData } from './index-data.js';
import { OCCURRENCE_MASK, type TermPostings } from './term-postings.js';
import type { QueryPlan } from './query-plan.js';

export function advancedSyntaxPredicate(
  data: IndexData,
  plan: QueryPlan,
  restrict: ReadonlySet<number> | undefined,
): DocPredicate | undefined {
  const phrases = (plan.phrases ?? []).map((phrase) => phrase.map((word) => plan.words[word]!.termIds));
  const excluded = excludedDocs(data, plan.excluded ?? []);
  if (phrases.length === 0 && !excluded) return undefined;
  return (doc) =>
    !excluded?.[doc] && phrases.every((phrase) => hasPhrase(data.postings, phrase, doc, restrict));
}

/** Marks the documents containing any excluded word (as a whole word, in any searchable attribute). */
function excludedDocs(data: IndexData, terms: readonly string[]): Uint8Array | undefined {
  if (terms.length === 0) return undefined;
  const marks = new Uint8Array(data.docCount);
  for (const term of terms) {
    for (const match of data.dict.match(term, 0, false)) {
      for (const doc of data.postings.docsOf(match.termId)) marks[doc] = 1;
    }
  }
  return marks;
}

/**
 * Whether some occurrence of the phrase's first word is followed, one position at a time in the same
 * attribute, by each next word (occurrences are packed slot << 16 | position, so "next" is + 1).
 */
function hasPhrase(
  postings: TermPostings,
  words: readonly (readonly number[])[],
  doc: number,
  restrict: ReadonlySet<number> | undefined,
): boolean {
  const occurrences = words.map(
    (termIds) => new Set(termIds.flatMap((termId) => occurrencesIn(postings, termId, doc))),
  );
  for (const start of occurrences[0]!) {
    if (restrict && !restrict.has(start >>> 16)) continue;
    if (occurrences.every((set, k) => set.has(start + k))) return true;
  }
  return false;
}

function occurrencesIn(postings: TermPostings, termId: number, doc: number): number[] {
  const found: number[] = [];
  let o = postings.occurrenceStart(termId, doc);
  if (o < 0) return found;
  const occ = postings.occurrences.values;
  for (let value = 0; value >= 0;) {
    value = occ[o++]!;
    found.push(value & OCCURRENCE_MASK);
  }
  return found;
}
