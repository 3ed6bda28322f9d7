// Turns a query into words to match: each word with the dictionary terms it matches (exactly, through
// typos, as a prefix, or through synonyms) and how many typos each costs.
import type { QueryTermMatcher } from '../text/highlight.js';
import { tokenizeQuery, type QueryToken } from '../text/tokenize.js';
import { allowedTypos, type TypoBudgetOptions } from '../text/typo-budget.js';
import { foldText } from '../text/fold.js';
import type { SearchParams, Synonym } from '../types.js';
import type { TermDictionary } from './term-dictionary.js';

export interface PlannedWord {
  /** As typed. */
  original: string;
  term: string;
  /**
   * The dictionary terms it matches, and the typos each costs (same index). Arrays rather than a Map:
   * matching reads them once per document it looks up, and iterating a Map allocates each entry.
   */
  termIds: number[];
  termTypos: number[];
  isPrefix: boolean;
  optional: boolean;
}

export interface QueryPlan {
  words: PlannedWord[];
  matchers: QueryTermMatcher[];
  /** advancedSyntax: each quoted phrase as the indexes of its words, which must be adjacent and in order. */
  phrases?: number[][];
  /** advancedSyntax: terms after a '-', which a matching record must not contain. */
  excluded?: string[];
}

/** The search parameters planning reads besides the query. */
export type PlanningParams = Pick<
  SearchParams,
  'queryType' | 'optionalWords' | 'synonyms' | 'advancedSyntax' | 'advancedSyntaxFeatures'
> &
  TypoBudgetOptions;

/**
 * Their names. Queries that agree on these and on the query have the same plan and match the same
 * documents, so a batch may share their matching (search-batch.ts). The record makes the compiler check
 * that the list names every key of `PlanningParams`, and `planQuery` can read no other.
 */
const planningParamNames: Record<keyof PlanningParams, true> = {
  queryType: true,
  optionalWords: true,
  synonyms: true,
  typoTolerance: true,
  minWordSizefor1Typo: true,
  minWordSizefor2Typos: true,
  allowTyposOnNumericTokens: true,
  advancedSyntax: true,
  advancedSyntaxFeatures: true,
};
export const PLANNING_PARAMS = Object.keys(planningParamNames) as (keyof PlanningParams)[];

export function planQuery(
  query: string,
  params: PlanningParams,
  dict: TermDictionary,
  synonyms: readonly Synonym[],
): QueryPlan {
  const syntax = params.advancedSyntax === true ? readAdvancedSyntax(query, params) : undefined;
  const tokens = syntax?.tokens ?? tokenizeQuery(query);
  const queryType = params.queryType ?? 'prefixLast';
  const optionalWords = new Set(
    (typeof params.optionalWords === 'string'
      ? [params.optionalWords]
      : (params.optionalWords ?? [])
    ).flatMap((w) => tokenizeQuery(w).map((t) => t.term)),
  );
  const useSynonyms = params.synonyms !== false;
  const words = tokens.map((token, index): PlannedWord => {
    // "Typo tolerance is not applied inside quoted phrases" (api-parameters/advancedSyntaxFeatures), and
    // a quoted word is a whole word.
    const quoted = syntax?.quoted.has(index) === true;
    const isPrefix =
      !quoted &&
      (queryType === 'prefixAll' || (queryType === 'prefixLast' && token.isLast && token.endsQuery));
    const budget = quoted ? 0 : allowedTypos(token.term, params);
    const terms = new Map<number, number>();
    for (const match of dict.match(token.term, budget, isPrefix)) terms.set(match.termId, match.typos);
    if (useSynonyms && !quoted) {
      for (const [alternative, typos] of synonymTerms(token.term, synonyms)) {
        for (const match of dict.match(alternative, 0, false)) {
          const known = terms.get(match.termId);
          if (known === undefined || typos < known) terms.set(match.termId, typos);
        }
      }
    }
    return {
      original: token.original,
      term: token.term,
      termIds: [...terms.keys()],
      termTypos: [...terms.values()],
      isPrefix,
      optional: optionalWords.has(token.term),
    };
  });
  const matchers = words.map((word): QueryTermMatcher => ({
    word: word.original,
    terms: new Set(word.termIds.map((id) => dict.terms[id]!)),
    ...(word.isPrefix ? { prefix: word.term } : {}),
  }));
  const plan: QueryPlan = { words, matchers };
  if (syntax?.phrases.length) plan.phrases = syntax.phrases;
  if (syntax?.excluded.length) plan.excluded = syntax.excluded;
  return plan;
}

interface AdvancedQuery {
  /** The words to match: quoted ones included, excluded ones left out. */
  tokens: QueryToken[];
  /** Indexes (in `tokens`) of the words inside quotes. */
  quoted: Set<number>;
  phrases: number[][];
  excluded: string[];
}

/**
 * advancedSyntax (https://www.algolia.com/doc/api-reference/api-parameters/advancedSyntaxFeatures):
 * `exactPhrase` reads words between double quotes as a phrase; `excludeWords` reads a word with a '-'
 * right before it, at the start of a word and outside quotes, as a word records must not contain
 * ("search-engine" excludes nothing). Both features unless `advancedSyntaxFeatures` names fewer. An
 * unclosed quote runs to the end of the query.
 */
function readAdvancedSyntax(query: string, params: PlanningParams): AdvancedQuery {
  const features = params.advancedSyntaxFeatures ?? ['exactPhrase', 'excludeWords'];
  const phrasesOn = features.includes('exactPhrase');
  const excludeOn = features.includes('excludeWords');
  const result: AdvancedQuery = { tokens: [], quoted: new Set(), phrases: [], excluded: [] };
  let quotes = 0;
  let scanned = 0;
  let phrase: number[] | undefined;
  let phraseQuote = -1;
  for (const token of tokenizeQuery(query)) {
    for (; scanned < token.start; scanned++) if (query[scanned] === '"') quotes++;
    const inQuotes = phrasesOn && quotes % 2 === 1;
    const before = query[token.start - 1];
    const excluded =
      excludeOn && !inQuotes && before === '-' && (token.start === 1 || /\s/.test(query[token.start - 2]!));
    if (excluded) {
      result.excluded.push(token.term);
      continue;
    }
    const index = result.tokens.length;
    result.tokens.push({ ...token, position: index });
    if (!inQuotes) continue;
    result.quoted.add(index);
    if (!phrase || phraseQuote !== quotes) result.phrases.push((phrase = []));
    phraseQuote = quotes;
    phrase.push(index);
  }
  const last = result.tokens.at(-1);
  result.tokens.forEach((token) => (token.isLast = token === last));
  result.phrases = result.phrases.filter((words) => words.length > 1);
  return result;
}

/** Single-word synonyms of a query word with the typo cost Algolia gives them (alt-corrections cost 1–2). */
function synonymTerms(term: string, synonyms: readonly Synonym[]): Map<string, number> {
  const out = new Map<string, number>();
  const fold = (s: string) => foldText(s.trim());
  for (const synonym of synonyms) {
    switch (synonym.type) {
      case 'synonym': {
        const group = (synonym.synonyms ?? []).map(fold);
        if (group.includes(term)) for (const other of group) if (other !== term) out.set(other, 0);
        break;
      }
      case 'onewaysynonym':
        if (synonym.input !== undefined && fold(synonym.input) === term) {
          for (const other of synonym.synonyms ?? []) out.set(fold(other), 0);
        }
        break;
      case 'altcorrection1':
      case 'altcorrection2':
        if (synonym.word !== undefined && fold(synonym.word) === term) {
          for (const other of synonym.corrections ?? [])
            out.set(fold(other), synonym.type === 'altcorrection1' ? 1 : 2);
        }
        break;
      default:
        break;
    }
  }
  return out;
}
