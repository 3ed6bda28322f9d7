// Names compared across sources: 'Gómez' in a roll call is Open States' 'Gomez', 'The Judiciary' is
// 'the Judiciary'. One folding for every matcher, so they agree on what counts as the same letters.

/** Lower case without accents: 'Judith García' → 'judith garcia'. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
