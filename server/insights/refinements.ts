// Concrete ways to narrow a result set, each with how many bills it would keep ('Only Senate bills (12)').
// A value every bill already shares narrows nothing (that is also how a refinement already applied is
// left out), so only values held by some but not all bills are offered.
import { breakdowns, formatCount, type ValueCount } from './result-facts.js';
import type { ResultSet } from './result-set.js';

export interface Refinement {
  label: string;
  count: number;
}

/** How many of each kind are offered, in this order. */
const OFFERED = { chamber: 3, status: 2, sponsor: 2, category: 1 };

export function refinementSuggestions(results: ResultSet): Refinement[] {
  const total = results.bills.length;
  const counts = breakdowns(results);
  const narrowing = (values: ValueCount[], limit: number) =>
    values.filter(([, count]) => count < total).slice(0, limit);
  const suggestions: Refinement[] = [
    ...narrowing(counts.chamber, OFFERED.chamber).map(([chamber, count]) => ({
      label: `Only ${chamber} bills`,
      count,
    })),
    ...narrowing(counts.status, OFFERED.status).map(([status, count]) => ({
      label: `Only ${status}`,
      count,
    })),
    ...narrowing(counts.sponsor, OFFERED.sponsor).map(([sponsor, count]) => ({
      label: `Only bills sponsored by ${sponsor}`,
      count,
    })),
    ...narrowing(counts.category, OFFERED.category).map(([category, count]) => ({
      label: `Only bills about ${category}`,
      count,
    })),
  ];
  // A theme as extra search words, counted by the search that was run with them (result-themes.ts).
  const { themeSearch } = results;
  if (themeSearch)
    suggestions.push({ label: `Add “${themeSearch.phrase}” to your search`, count: themeSearch.nbHits });
  return suggestions;
}

export const formatRefinement = (refinement: Refinement) =>
  `${refinement.label} (${formatCount(refinement.count)})`;
