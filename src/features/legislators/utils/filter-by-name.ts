import type { LegislatorSummary } from '../../../../server/schemas/legislators';

/** Lower case without accents, so 'jose' finds 'José'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Legislators whose short or full name contains every word of the query. */
export function filterByName<T extends Pick<LegislatorSummary, 'short_full_name' | 'full_name'>>(
  legislators: readonly T[],
  query: string,
): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...legislators];
  return legislators.filter((legislator) => {
    const haystack = fold(`${legislator.short_full_name} ${legislator.full_name}`);
    return words.every((word) => haystack.includes(word));
  });
}
