// Bill numbers are typed in many ways — 'H 123', 'H123', 'h.123', 'H. 123', 'HB 123', 'H.B. 123' — and must
// all match each other. Each one found in a record or a query becomes one canonical token ('h123'), which the
// tokenizer adds beside the plain words (see tokenize.ts).
//
// Prefixes: H and S (Massachusetts House and Senate bills), HB and SB (Missouri; the same thing as H and S),
// HD and SD (Massachusetts House and Senate dockets: a different document, so they stay distinct from H/S).
// A prefix may carry dots ('H.B.'), and spaces may separate it from the digits; nothing else may.
//
// What keeps ordinary text out: the prefix must start a word — not after a letter, digit, apostrophe or dot
// ("it's 3" is not S 3, "U.S. 1" is not S 1) — and the digits must end one ('H 12a' is not a bill number).
// Words such as 'Chapter 12' or 'Section 3' never match because only the listed prefixes are accepted.

export interface BillNumberMatch {
  /** UTF-16 offset of the prefix's first letter. */
  start: number;
  /** UTF-16 offset just after the last digit. */
  end: number;
  /** Canonical token, e.g. 'h123'. */
  token: string;
}

// Horizontal white space only: a bill number does not continue onto the next line.
const billNumberPattern =
  /(?<![\p{L}\p{N}\p{M}'\u2018\u2019.])([hs](?:\.?[bd])?)\.?[^\S\r\n]*(\d+)(?![\p{L}\p{N}])/giu;
// Sticky twin for the tokenizer, which asks only at the start of words beginning with h or s.
const billNumberAtPattern = new RegExp(billNumberPattern.source, 'iuy');

const canonicalBillToken = /^(?:h|s|hd|sd)\d+$/;

/**
 * The canonical token for a bill number: lower-case letters of the prefix with HB → h and SB → s, then the
 * digits without leading zeros. `billToken('H.B.', '0123')` → 'h123', `billToken('HD', '456')` → 'hd456'.
 */
export function billToken(prefix: string, digits: string): string {
  const letters = prefix.toLowerCase().replace(/[^a-z]/g, '');
  const chamber = letters === 'hb' ? 'h' : letters === 'sb' ? 's' : letters;
  return chamber + digits.replace(/^0+(?=\d)/, '');
}

/** True for a canonical bill token such as 'h123', 's45', 'hd456' (typo tolerance skips them). */
export function isBillToken(term: string): boolean {
  return canonicalBillToken.test(term);
}

function toMatch(match: RegExpExecArray): BillNumberMatch {
  const [whole, prefix = '', digits = ''] = match;
  return { start: match.index, end: match.index + whole.length, token: billToken(prefix, digits) };
}

/** The bill number starting exactly at `start`, if there is one. */
export function billNumberAt(text: string, start: number): BillNumberMatch | undefined {
  billNumberAtPattern.lastIndex = start;
  const match = billNumberAtPattern.exec(text);
  return match ? toMatch(match) : undefined;
}

/** Every bill number in `text`, in order of appearance. */
export function findBillNumbers(text: string): BillNumberMatch[] {
  const matches: BillNumberMatch[] = [];
  billNumberPattern.lastIndex = 0;
  for (let match = billNumberPattern.exec(text); match; match = billNumberPattern.exec(text)) {
    matches.push(toMatch(match));
  }
  return matches;
}
