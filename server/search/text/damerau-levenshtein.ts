// Typo distance as Algolia counts it: Damerau-Levenshtein in its "optimal string alignment" form, where an
// insertion, deletion, substitution or transposition of two adjacent characters each costs 1 ('teh' → 'the'
// is one typo). Callers pass folded terms, so case and accents never count.
//
// The engine calls this for many candidate terms per query word, so it is bounded (it gives up as soon as
// the distance must exceed `max`: every cell of a row is then above `max`, and no later row can come back
// under it) and reuses three module-level rows instead of allocating per call. Lengths are UTF-16 units,
// like the typo budget's word lengths.

let rowBeforeLast = new Int32Array(32);
let lastRow = new Int32Array(32);
let currentRow = new Int32Array(32);

function ensureRowLength(length: number): void {
  if (currentRow.length >= length) return;
  const size = Math.max(length, currentRow.length * 2);
  rowBeforeLast = new Int32Array(size);
  lastRow = new Int32Array(size);
  currentRow = new Int32Array(size);
}

/**
 * Fills the distance table of `a[offset..aEnd)` against `b[offset..bEnd)` row by row and calls `onLastRow`
 * with the final row. Returns false when every cell of some row exceeds `max` (the answer is then max + 1).
 */
function fillRows(a: string, aEnd: number, b: string, bEnd: number, offset: number, max: number): boolean {
  const columns = bEnd - offset;
  ensureRowLength(columns + 1);
  for (let j = 0; j <= columns; j++) lastRow[j] = j;
  for (let i = 1; i <= aEnd - offset; i++) {
    const aChar = a.charCodeAt(offset + i - 1);
    const aPrevious = i > 1 ? a.charCodeAt(offset + i - 2) : -1;
    currentRow[0] = i;
    let rowMinimum = i;
    for (let j = 1; j <= columns; j++) {
      const bChar = b.charCodeAt(offset + j - 1);
      const substitution = (lastRow[j - 1] as number) + (aChar === bChar ? 0 : 1);
      const deletion = (lastRow[j] as number) + 1;
      const insertion = (currentRow[j - 1] as number) + 1;
      let best = substitution < deletion ? substitution : deletion;
      if (insertion < best) best = insertion;
      if (j > 1 && aChar !== bChar && aPrevious === bChar && aChar === b.charCodeAt(offset + j - 2)) {
        const transposition = (rowBeforeLast[j - 2] as number) + 1;
        if (transposition < best) best = transposition;
      }
      currentRow[j] = best;
      if (best < rowMinimum) rowMinimum = best;
    }
    if (rowMinimum > max) return false;
    const recycled = rowBeforeLast;
    rowBeforeLast = lastRow;
    lastRow = currentRow;
    currentRow = recycled;
  }
  return true;
}

/** Length of the common prefix of `a` and `b`, up to `limit`. */
function commonPrefixLength(a: string, b: string, limit: number): number {
  let length = 0;
  while (length < limit && a.charCodeAt(length) === b.charCodeAt(length)) length++;
  return length;
}

/** Distance between `a` and `b`, or `max + 1` when it is larger than `max`. */
export function boundedDamerauLevenshtein(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const lengthDifference = Math.abs(a.length - b.length);
  if (lengthDifference > max) return max + 1;
  // Equal ends never need an edit, so only the differing middle goes through the table.
  let aEnd = a.length;
  let bEnd = b.length;
  const prefix = commonPrefixLength(a, b, Math.min(aEnd, bEnd));
  while (aEnd > prefix && bEnd > prefix && a.charCodeAt(aEnd - 1) === b.charCodeAt(bEnd - 1)) {
    aEnd--;
    bEnd--;
  }
  if (aEnd === prefix || bEnd === prefix) return lengthDifference;
  if (!fillRows(a, aEnd, b, bEnd, prefix, max)) return max + 1;
  const distance = lastRow[bEnd - prefix] as number;
  return distance > max ? max + 1 : distance;
}

/**
 * Typo-tolerant prefix matching for the last query word: the smallest distance between `queryPrefix` and any
 * prefix of `term` whose length is within ±max of the query prefix's length, or `max + 1` when none is
 * within `max`. 'eduaction' is 1 from 'education', 'eduk' is 1 from 'educ…'.
 */
export function prefixTypoDistance(queryPrefix: string, term: string, max: number): number {
  const queryLength = queryPrefix.length;
  if (queryLength === 0) return 0;
  if (term.length < queryLength - max) return max + 1;
  // Term characters beyond queryLength + max cannot take part in a prefix within the length window.
  const termEnd = Math.min(term.length, queryLength + max);
  const prefix = commonPrefixLength(queryPrefix, term, Math.min(queryLength, termEnd));
  if (prefix === queryLength) return 0;
  if (!fillRows(queryPrefix, queryLength, term, termEnd, prefix, max)) return max + 1;
  let best = max + 1;
  const firstColumn = Math.max(0, queryLength - max - prefix);
  for (let j = firstColumn; j <= termEnd - prefix; j++) {
    const distance = lastRow[j] as number;
    if (distance < best) best = distance;
  }
  return best;
}
