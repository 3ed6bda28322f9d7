import { formatDate, formatTimeOfDay } from '../../../utils/format-date';

/**
 * When something happened, in the app's date format: 'Mar 15, 2026' for a calendar day (a bill action is
 * dated, not timed), 'Mar 15, 2026, 10:42 AM' for a moment (a hearing's start).
 */
export function formatMoment(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : `${formatDate(at)}, ${formatTimeOfDay(at)}`;
}
