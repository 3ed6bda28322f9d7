const usNumericDate = new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric', year: 'numeric' });

/** Spec §7: the search page titles a report 'Search Results - ' and the US date, e.g. '3/17/2026'. */
export function searchResultsTitle(date = new Date()): string {
  return `Search Results - ${usNumericDate.format(date)}`;
}

/** The same form for a report made from "My bills". */
export function trackedBillsTitle(date = new Date()): string {
  return `Tracked bills - ${usNumericDate.format(date)}`;
}
