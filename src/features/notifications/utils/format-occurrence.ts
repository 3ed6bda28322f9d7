import { formatDate, formatTimeOfDay, isCalendarDay } from '../../../utils/format-date';

/**
 * When something happened, in the app's date format: 'Mar 15, 2026' for a calendar day (a bill action is
 * dated, not timed), 'Mar 15, 2026, 10:42 AM' for a moment (a hearing's start).
 */
export function formatOccurrence(value: string): string {
  if (isCalendarDay(value)) return formatDate(value);
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : `${formatDate(at)}, ${formatTimeOfDay(at)}`;
}
