// Concrete ways to narrow a result set, each with how many bills it would keep ('Only Senate bills (12)').
// A value every bill already shares narrows nothing (that is also how a refinement already applied is
// left out), so only values held by some but not all bills are offered.
import { breakdowns, formatCount, plural, type ValueCount } from './result-facts.js';
import type { ResultSet } from './result-set.js';
import type { Theme } from './themes.js';

export interface Refinement {
  label: string;
  count: number;
  /** Counted among the page's bills (what was read), not the whole set. */
  onPage?: true;
}

/** How many of each kind are offered, in this order. */
const OFFERED = { chamber: 3, status: 2, sponsor: 2, category: 1 };

export function refinementSuggestions(results: ResultSet, themes: readonly Theme[]): Refinement[] {
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
  // The commonest theme as extra search words; its count is of the page's bills, which is what was read.
  const theme = themes[0];
  if (theme && theme.bills < results.pageBills.length)
    suggestions.push({ label: `Add “${theme.phrase}” to your search`, count: theme.bills, onPage: true });
  return suggestions;
}

export const formatRefinement = (refinement: Refinement) =>
  refinement.onPage
    ? `${refinement.label} (${plural(refinement.count, 'bill')} on this page)`
    : `${refinement.label} (${formatCount(refinement.count)})`;
