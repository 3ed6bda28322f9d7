// Folding makes matching case- and accent-insensitive, as Algolia's is: every indexed token and every query
// word goes through `foldText`, so both sides always agree.
//
// Order matters: NFKD first (compatibility forms such as 'ﬁ' or 'ℌ' may decompose to capitals), then
// lower-case (which may itself produce combining marks: 'İ' → 'i' + U+0307), then one pass that drops
// non-spacing marks and applies the letters NFKD leaves alone (ß, æ, œ, ø, ł, đ … have no decomposition).
// Only non-spacing marks (\p{Mn}) are dropped: they carry the Latin, Greek, Hebrew and Arabic diacritics,
// while spacing marks (\p{Mc}) are vowel signs in Indic scripts and removing them would merge words.
//
// Most text is ASCII: it skips the Unicode work and costs one `toLowerCase`.

const letterFolds: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  // Greek final sigma: 'ΟΔΟΣ' lower-cases to 'οδος' but a prefix typed as 'οδοσ' must still match.
  ς: 'σ',
  // Curly and low quotes: the tokenizer joins words around apostrophes, so ’ must behave as '.
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u02bc': "'",
  // The Hawaiian ʻokina is usually left out when typing: 'Hawaii' must find 'Hawaiʻi'.
  '\u02bb': '',
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
};

const marksAndSpecialLetters = /[\p{Mn}ßæœøłđðþıς\u2018\u2019\u201a\u201b\u02bb\u02bc\u201c\u201d\u201e]/gu;

function replaceFoldable(char: string): string {
  return letterFolds[char] ?? '';
}

/** True when every UTF-16 unit is below 0x80 (a loop beats a regex on the short strings we see). */
export function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 0x7f) return false;
  }
  return true;
}

/** Lower-cases and strips diacritics: 'Ærø Straße' → 'aero strasse', 'Élise’s' → "elise's". */
export function foldText(text: string): string {
  if (isAscii(text)) return text.toLowerCase();
  return text.normalize('NFKD').toLowerCase().replace(marksAndSpecialLetters, replaceFoldable);
}
