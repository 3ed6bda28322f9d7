// Sources give instants in UTC ('2021-03-30T03:59:59Z'); a legislature records the day at its capitol:
// that instant is 29 March in Boston, where malegislature.gov lists it on 3/29/2021.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day ('YYYY-MM-DD') of an instant in a time zone. */
export function dayInTimeZone(instant: Date | number, timeZone: string): string {
  return formatterFor(timeZone).format(instant);
}

/** The calendar day of an ISO 8601 instant at the capitol, or null if the text is not a date. */
export function legislatureDayIn(isoInstant: string, timeZone: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(isoInstant)) return isoInstant;
  const time = Date.parse(isoInstant);
  return Number.isNaN(time) ? null : dayInTimeZone(time, timeZone);
}
