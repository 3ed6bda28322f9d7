// The recurring themes of the matching passages: words and two-word phrases that several bills' passages
// share and that are distinctive of them: far commoner in these passages than in the whole corpus of bill
// text (the engine's document frequencies, a tf-idf-like lift), so the drafting vocabulary every bill
// shares ("not later than", "relative to") never heads the list. Stop words, drafting words and the
// searched words themselves (those are why the passages matched, so they say nothing new) are left out.
import { tokenize, tokenizeQuery, type Token } from '../search/text/tokenize.js';
import type { PageBill } from './result-set.js';
import { STOP_WORDS } from './stop-words.js';

export interface Theme {
  /** As written in the passages, lower-cased. */
  phrase: string;
  /** Bills with at least one passage mentioning it. */
  bills: number;
  passages: number;
}

/** How common terms are in the whole corpus of passages (the `bill_text` index). */
export interface CorpusFrequencies {
  passages: number;
  /** Passages of the corpus holding `term` (as tokenize writes it). */
  frequency(term: string): number;
}

interface Tally {
  phrase: string;
  terms: string[];
  bills: Set<number>;
  passages: number;
}

const MIN_WORD_LENGTH = 3;
/**
 * A theme is at least this many times commoner among the matching passages than in the rest of the
 * corpus: a word found in as large a share of every bill's text is boilerplate, whatever the search.
 */
const MIN_LIFT = 3;

/** The words a theme could be made of: what to ask the corpus about before `recurringThemes`. */
export function themeWords(bills: readonly PageBill[], query: string): string[] {
  return [...new Set(recurringTallies(bills, query).flatMap((tally) => tally.terms))].sort();
}

export function recurringThemes(
  bills: readonly PageBill[],
  query: string,
  corpus: CorpusFrequencies,
  limit = 6,
): Theme[] {
  const pagePassages = bills.reduce((sum, bill) => sum + bill.passages.length, 0);
  // Its share of the rest of the corpus (add-one smoothed); a phrase is in at most as many passages as
  // its rarer word.
  const elsewhereShare = (t: Tally) =>
    (Math.max(0, Math.min(...t.terms.map((term) => corpus.frequency(term))) - t.passages) + 1) /
    (Math.max(0, corpus.passages - pagePassages) + 1);
  const lift = (t: Tally) => t.passages / pagePassages / elsewhereShare(t);
  const ranked = recurringTallies(bills, query)
    .map((tally) => ({ tally, lift: lift(tally) }))
    .filter(({ lift }) => lift >= MIN_LIFT)
    .map(({ tally, lift }) => ({ ...tally, score: tally.bills.size * Math.log(lift) }))
    .sort(
      (a, b) =>
        b.bills.size - a.bills.size ||
        b.score - a.score ||
        b.terms.length - a.terms.length ||
        a.phrase.localeCompare(b.phrase),
    );
  const chosen: Tally[] = [];
  for (const tally of ranked) {
    if (chosen.length >= limit) break;
    // A word already said by a phrase as common as it is adds nothing.
    const covered = chosen.some(
      (phrase) =>
        phrase.terms.length > tally.terms.length &&
        phrase.bills.size >= tally.bills.size &&
        phrase.phrase.split(/[\s-]+/).includes(tally.phrase),
    );
    if (!covered) chosen.push(tally);
  }
  return chosen.map((t) => ({ phrase: t.phrase, bills: t.bills.size, passages: t.passages }));
}

/** Words and adjacent pairs that recur: across bills when there are several, else across the passages. */
function recurringTallies(bills: readonly PageBill[], query: string): Tally[] {
  const queryTerms = tokenizeQuery(query, { billNumbers: false }).map((token) => token.term);
  const skip = (term: string) =>
    term.length < MIN_WORD_LENGTH ||
    // Numbers and the chapters and sections they name ('21e' of "chapter 21E") are citations, not themes.
    /\d/.test(term) ||
    STOP_WORDS.has(term) ||
    queryTerms.some((q) => sameWord(term, q));
  const tallies = new Map<string, Tally>();
  for (const bill of bills) {
    for (const passage of bill.passages) {
      const seen = new Set<string>();
      const count = (terms: string[], phrase: string) => {
        const key = terms.join(' ');
        if (seen.has(key)) return;
        seen.add(key);
        let tally = tallies.get(key);
        if (!tally) tallies.set(key, (tally = { phrase, terms, bills: new Set(), passages: 0 }));
        tally.bills.add(bill.id);
        tally.passages++;
      };
      const tokens = tokenize(passage.text, { billNumbers: false }).filter((token) => !token.combined);
      let previous: Token | undefined;
      for (const token of tokens) {
        if (skip(token.term)) {
          previous = undefined;
          continue;
        }
        count([token.term], passage.text.slice(token.start, token.end).toLowerCase());
        if (previous && /^[\s-]+$/.test(passage.text.slice(previous.end, token.start)))
          count(
            [previous.term, token.term],
            passage.text.slice(previous.start, token.end).toLowerCase().replace(/\s+/g, ' '),
          );
        previous = token;
      }
    }
  }
  const recurs = bills.length > 1 ? (t: Tally) => t.bills.size > 1 : (t: Tally) => t.passages > 1;
  return [...tallies.values()].filter(recurs);
}

/** 'ferries' is the searched 'ferry' all the same (a shared stem of four letters or more). */
function sameWord(term: string, queryTerm: string): boolean {
  if (term === queryTerm) return true;
  const stem = Math.min(term.length, queryTerm.length) - 1;
  return stem >= 4 && term.slice(0, stem) === queryTerm.slice(0, stem);
}
