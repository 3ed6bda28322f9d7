// Sources give instants in UTC ('2021-03-30T03:59:59Z'); the app shows the day the legislature recorded,
// which is the day in Boston: that instant is 29 March there, and malegislature.gov lists it on 3/29/2021.
const MASSACHUSETTS_TIME_ZONE = 'America/New_York';

// en-CA formats dates as YYYY-MM-DD.
const dayInBoston = new Intl.DateTimeFormat('en-CA', {
  timeZone: MASSACHUSETTS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Massachusetts calendar day of an ISO 8601 instant, or null if the text is not a date. */
export function legislatureDay(isoInstant: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(isoInstant)) return isoInstant;
  const time = Date.parse(isoInstant);
  return Number.isNaN(time) ? null : dayInBoston.format(time);
}
