import { formatNumericDate, isCalendarDay } from '../../../utils/format-date';

/**
 * '3/19/2026' for the app's today ('YYYY-MM-DD', the followed state's today from GET /api/states: the
 * demo's own day on demo data), so a report's title and its "Generated" date agree; the phone's calendar
 * only while that is not known.
 */
function usDate(today: string | undefined): string {
  return formatNumericDate(today && isCalendarDay(today) ? today : new Date());
}

/** Spec §7: the search page titles a report 'Search Results - ' and the US date, e.g. '3/17/2026'. */
export function searchResultsTitle(today?: string): string {
  return `Search Results - ${usDate(today)}`;
}

/** The same form for a report made from "My bills". */
export function trackedBillsTitle(today?: string): string {
  return `Tracked bills - ${usDate(today)}`;
}
