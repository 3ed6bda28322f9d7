// Splitting text into searchable words, for records (`tokenize`) and queries (`tokenizeQuery`).
//
// A word is a run of letters, digits and combining marks (\p{L}\p{N}\p{M}); everything else separates, as in
// Algolia, whose tokenizer indexes only alphanumeric characters by default.
//
// Apostrophes: Algolia treats them as separators and relies on query-time splitting and concatenation to make
// 'OBrien' find "O'Brien". We get the same effect at index time instead: a word with inner apostrophes
// ("O'Brien", "don’t", "rock'n'roll") is emitted as its parts ('o', 'brien') plus one combined token
// ('obrien') spanning the whole word. A query word keeps its apostrophes joined ("o'brien" → 'obrien'), so
// "O'Brien", "OBrien" and "obrien" all find both spellings, and 'brien' alone still finds "O'Brien". All
// tokens of such a word share one position: it is one word for proximity and snippet windows.
//
// Bill numbers ('H 123', 'H.B. 123' …, see bill-numbers.ts): in a record, the canonical token ('h123') is
// added over the whole span at the prefix word's position, beside the plain words 'h' and '123'. In a query,
// the words of a bill number are replaced by that single token, so 'H 123' is one query word.
//
// Offsets are UTF-16 offsets into the original text (end exclusive), so highlighting can cut the original.

import { billNumberAt, findBillNumbers } from './bill-numbers.js';
import { foldText } from './fold.js';

export interface Token {
  /** Folded term (see fold.ts). */
  term: string;
  /** UTF-16 offset into the original text. */
  start: number;
  /** UTF-16 offset into the original text, exclusive. */
  end: number;
  /** Word index, 0-based; the parts and the combined token of one word share it. */
  position: number;
  /**
   * Set on the extra token that joins an apostrophe word or a bill number; the plain tokens it spans are
   * emitted too. Plain tokens are the ones to count when asking "is every word highlighted?".
   */
  combined?: true;
}

export interface QueryToken {
  /** Folded term to look up ('h123' for 'H. 123', 'obrien' for "O'Brien"). */
  term: string;
  /** The word as typed, e.g. 'H. 123'. */
  original: string;
  /** Word index in the query, 0-based. */
  position: number;
  isLast: boolean;
  /** True when the query ends right after this word (no trailing character): the prefix candidate for prefixLast. */
  endsQuery: boolean;
  /** UTF-16 offsets of `original` in the query (end exclusive), e.g. for advancedSyntax quotes and '-'. */
  start: number;
  end: number;
  /** For a word with inner apostrophes, its separate parts ("o'brien" → ['o', 'brien']). */
  parts?: string[];
}

export interface TokenizeOptions {
  /** Recognise bill numbers (default true). */
  billNumbers?: boolean;
}

/** Word characters below U+3000 (Latin, Greek, Cyrillic, Hebrew, Arabic, Indic … and combining marks). */
const tableLimit = 0x3000;
const wordCharTable = new Uint8Array(tableLimit);
const wordChar = /[\p{L}\p{N}\p{M}]/u;
for (let code = 0; code < tableLimit; code++)
  wordCharTable[code] = wordChar.test(String.fromCharCode(code)) ? 1 : 0;
const wordCharAt = /[\p{L}\p{N}\p{M}]/uy;

/** UTF-16 length of the word character at `index`, or 0 when it is a separator. */
function wordCharWidth(text: string, index: number, code: number): number {
  if (code < tableLimit) return wordCharTable[code] as number;
  wordCharAt.lastIndex = index;
  if (!wordCharAt.test(text)) return 0;
  return code >= 0xd800 && code < 0xdc00 ? 2 : 1;
}

/** fold.ts turns U+02BC (a letter, so inside a run) into an apostrophe, which never belongs in a term. */
function termOf(word: string): string {
  const folded = foldText(word);
  return folded.includes("'") ? folded.replaceAll("'", '') : folded;
}

const H = 0x68;
const S = 0x73;

/** Characters that join two runs of letters into one word: ' ’ ‘ (the last one is often typed for ’). */
function isApostrophe(code: number): boolean {
  return code === 0x27 || code === 0x2019 || code === 0x2018;
}

/**
 * One pass over the text: plain tokens, apostrophe words' combined tokens and (when asked) bill tokens, in
 * order of `start`, combined before plain. Words whose term folds to nothing (stray marks) are skipped.
 */
function scanTokens(text: string, billNumbers: boolean): Token[] {
  const tokens: Token[] = [];
  const length = text.length;
  let position = -1;
  // The current word: index of its first plain token, and its combined token once an apostrophe joins.
  let wordFirstToken = -1;
  let wordCombined: Token | undefined;
  let previousEnd = -2;
  let index = 0;
  while (index < length) {
    let code = text.charCodeAt(index);
    let width = wordCharWidth(text, index, code);
    if (width === 0) {
      index++;
      continue;
    }
    const start = index;
    let ascii = code < 0x80;
    do {
      index += width;
      if (index >= length) break;
      code = text.charCodeAt(index);
      if (code >= 0x80) ascii = false;
      width = wordCharWidth(text, index, code);
    } while (width > 0);
    const raw = text.slice(start, index);
    const term = ascii ? raw.toLowerCase() : termOf(raw);
    if (!term) continue;

    if (previousEnd === start - 1 && isApostrophe(text.charCodeAt(previousEnd))) {
      // Another part of the current apostrophe word: same position, and the combined token grows.
      if (wordCombined) {
        wordCombined.term += term;
        wordCombined.end = index;
      } else {
        const first = tokens[wordFirstToken] as Token;
        wordCombined = { term: first.term + term, start: first.start, end: index, position, combined: true };
        tokens.splice(wordFirstToken, 0, wordCombined);
      }
    } else {
      position++;
      wordCombined = undefined;
      const firstLetter = term.charCodeAt(0);
      if (billNumbers && (firstLetter === H || firstLetter === S)) {
        const bill = billNumberAt(text, start);
        if (bill && !(bill.end === index && bill.token === term)) {
          tokens.push({ term: bill.token, start, end: bill.end, position, combined: true });
        }
      }
      wordFirstToken = tokens.length;
    }
    tokens.push({ term, start, end: index, position });
    previousEnd = index;
  }
  return tokens;
}

/**
 * Tokens of a record value, sorted by `start`; a combined token comes before the plain tokens it spans.
 * 'H. 123 and O’Brien' → h123 (0–6, combined), h, 123, and, obrien (combined), o, brien.
 */
export function tokenize(text: string, options: TokenizeOptions = {}): Token[] {
  return scanTokens(text, options.billNumbers !== false);
}

/**
 * Query words in order. A bill number becomes one word ('H 123' → 'h123'); an apostrophe word stays one word
 * ("O'Brien" → 'obrien', with `parts`). Positions count the resulting words.
 */
export function tokenizeQuery(query: string, options: TokenizeOptions = {}): QueryToken[] {
  const tokens = scanTokens(query, false);
  const bills = options.billNumbers === false ? [] : findBillNumbers(query);
  const queryTokens: QueryToken[] = [];
  const add = (term: string, start: number, end: number, parts?: string[]) => {
    const token: QueryToken = {
      term,
      original: query.slice(start, end),
      position: queryTokens.length,
      isLast: false,
      endsQuery: end === query.length,
      start,
      end,
    };
    if (parts) token.parts = parts;
    queryTokens.push(token);
  };
  let billIndex = 0;
  for (let index = 0; index < tokens.length;) {
    // One word: its combined token (apostrophes) or its single plain token, then its parts.
    const word = tokens[index] as Token;
    let next = index + 1;
    while (next < tokens.length && (tokens[next] as Token).position === word.position) next++;
    const parts = word.combined ? tokens.slice(index + 1, next).map((part) => part.term) : undefined;
    index = next;

    let bill = bills[billIndex];
    while (bill && bill.end <= word.start) bill = bills[++billIndex];
    if (bill && word.start >= bill.start && word.end <= bill.end) {
      // The bill's first word stands for the whole bill number; the words after it inside the span go.
      if (word.start === bill.start) add(bill.token, bill.start, bill.end);
      continue;
    }
    add(word.term, word.start, word.end, parts);
  }
  const last = queryTokens[queryTokens.length - 1];
  if (last) last.isLast = true;
  return queryTokens;
}
