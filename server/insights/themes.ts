// The recurring themes of the matching passages: words and two-word phrases that several bills' passages
// share, leaving out stop words, drafting vocabulary and the searched words themselves (those are why the
// passages matched, so they say nothing new).
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

interface Tally {
  phrase: string;
  words: number;
  bills: Set<number>;
  passages: number;
}

const MIN_WORD_LENGTH = 3;

export function recurringThemes(bills: readonly PageBill[], query: string, limit = 6): Theme[] {
  const queryTerms = tokenizeQuery(query, { billNumbers: false }).map((token) => token.term);
  const skip = (term: string) =>
    term.length < MIN_WORD_LENGTH ||
    /^\d+$/.test(term) ||
    STOP_WORDS.has(term) ||
    queryTerms.some((q) => sameWord(term, q));
  const tallies = new Map<string, Tally>();
  for (const bill of bills) {
    for (const passage of bill.passages) {
      const seen = new Set<string>();
      const count = (key: string, phrase: string, words: number) => {
        if (seen.has(key)) return;
        seen.add(key);
        let tally = tallies.get(key);
        if (!tally) tallies.set(key, (tally = { phrase, words, bills: new Set(), passages: 0 }));
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
        count(token.term, passage.text.slice(token.start, token.end).toLowerCase(), 1);
        if (previous && /^[\s-]+$/.test(passage.text.slice(previous.end, token.start)))
          count(
            `${previous.term} ${token.term}`,
            passage.text.slice(previous.start, token.end).toLowerCase().replace(/\s+/g, ' '),
            2,
          );
        previous = token;
      }
    }
  }
  // Across bills when there are several; within the one bill's passages otherwise.
  const recurs = bills.length > 1 ? (t: Tally) => t.bills.size > 1 : (t: Tally) => t.passages > 1;
  const ranked = [...tallies.values()]
    .filter(recurs)
    .sort(
      (a, b) =>
        b.bills.size - a.bills.size ||
        b.words - a.words ||
        b.passages - a.passages ||
        a.phrase.localeCompare(b.phrase),
    );
  const chosen: Tally[] = [];
  for (const tally of ranked) {
    if (chosen.length >= limit) break;
    // A word already said by a phrase as common as it is adds nothing.
    const covered = chosen.some(
      (phrase) =>
        phrase.words > tally.words &&
        phrase.bills.size >= tally.bills.size &&
        phrase.phrase.split(/[\s-]+/).includes(tally.phrase),
    );
    if (!covered) chosen.push(tally);
  }
  return chosen.map((t) => ({ phrase: t.phrase, bills: t.bills.size, passages: t.passages }));
}

/** 'ferries' is the searched 'ferry' all the same (a shared stem of four letters or more). */
function sameWord(term: string, queryTerm: string): boolean {
  if (term === queryTerm) return true;
  const stem = Math.min(term.length, queryTerm.length) - 1;
  return stem >= 4 && term.slice(0, stem) === queryTerm.slice(0, stem);
}
