// A link to a passage of a bill text section: /app/text/{bill_text__id}#search-for=… (spec §2 Matches tab,
// issue 9 contract C). The section page finds the passage and highlights it.

/** Spec §9: the anchor is made of the passage's first 100 characters. */
export const PASSAGE_ANCHOR_LENGTH = 100;

const PARAM = 'search-for';

/** Longer anchors are not ours (someone typed them): ignored rather than searched. */
const MAX_READ_LENGTH = 1000;

/** The hash of a link to `passage`: '#search-for=' and its first 100 characters, URI-encoded. */
export function passageHash(passage: string): string {
  // By code point, so a cut never splits a surrogate pair (encodeURIComponent would throw on half of one).
  const start = Array.from(passage).slice(0, PASSAGE_ANCHOR_LENGTH).join('');
  return `#${PARAM}=${encodeURIComponent(start)}`;
}

/** The passage a location hash points at ('#search-for=…'), or null. */
export function readPassageHash(hash: string): string | null {
  const passage = new URLSearchParams(hash.replace(/^#/, '')).get(PARAM)?.trim();
  return passage && passage.length <= MAX_READ_LENGTH ? passage : null;
}

export interface TextRange {
  start: number;
  end: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where `passage` first occurs in `text`, ignoring case and how the whitespace runs (the section page
 * keeps line breaks the search index flattened), or null. An anchor cut mid-word is taken to the word's
 * end, so the mark never stops inside one.
 */
export function findPassage(text: string, passage: string): TextRange | null {
  const words = passage.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const match = new RegExp(`${words.map(escapeRegExp).join('\\s+')}\\w*`, 'iu').exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}
