const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const usDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const clockTime = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY-MM-DD' is a calendar day, not UTC midnight: parse it as local so it never shifts a day back. */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  return new Date(value);
}

/** The one date format of the app, US style: 'Mar 15, 2026'. Unparseable input is shown as given. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : usDate.format(date);
}

/** 'hh:mm:ss' (24-hour), e.g. for 'Updated 14:05:09'. */
export function formatClockTime(value: number | Date): string {
  return clockTime.format(value);
}
