import { TAG_PLACEHOLDER } from 'instantsearch.js/es/lib/utils';

export interface TextPart {
  value: string;
  highlighted: boolean;
}

/**
 * A highlighted value split at its tags. A chunk's highlight sits inside the hit, where InstantSearch
 * does not reach to escape it: it still carries the placeholder tags InstantSearch asked the engine for,
 * around raw text. Rendered as text parts, it needs no escaping.
 */
export function highlightParts(
  value: string,
  preTag: string = TAG_PLACEHOLDER.highlightPreTag,
  postTag: string = TAG_PLACEHOLDER.highlightPostTag,
): TextPart[] {
  const parts: TextPart[] = [];
  const push = (text: string, highlighted: boolean) => text && parts.push({ value: text, highlighted });
  const [first = '', ...rest] = value.split(preTag);
  push(first, false);
  for (const piece of rest) {
    const end = piece.indexOf(postTag);
    if (end < 0) push(piece, true);
    else {
      push(piece.slice(0, end), true);
      push(piece.slice(end + postTag.length), false);
    }
  }
  return parts;
}

/** The first `limit` characters of the parts, cut back to a word boundary when one is near. */
export function truncateParts(parts: readonly TextPart[], limit: number): TextPart[] {
  const kept: TextPart[] = [];
  let room = limit;
  for (const part of parts) {
    if (room <= 0) break;
    if (part.value.length <= room) {
      kept.push(part);
      room -= part.value.length;
      continue;
    }
    const cut = part.value.slice(0, room);
    const wordEnd = cut.search(/\s\S*$/);
    // Cut at the last space unless that loses most of the piece (one very long word).
    kept.push({ ...part, value: wordEnd > room / 2 ? cut.slice(0, wordEnd) : cut });
    break;
  }
  return kept;
}
