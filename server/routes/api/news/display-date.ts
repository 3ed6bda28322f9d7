const usDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * 'YYYY-MM-DD' → 'Mar 15, 2026' (spec §3 display_date_formatted), the same format the client's formatDate
 * gives. The day is read as UTC and printed in UTC so the server's own time zone can never shift it.
 */
export function formatDisplayDate(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : usDate.format(date);
}
