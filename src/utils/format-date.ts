// The app's date and time formats are fixed US English in the phone's own time zone, so they are built
// from the date's fields here rather than with Intl.DateTimeFormat: a page's first Intl formatter loads
// the browser's locale data, 30–250 ms of main thread on these machines (first use measured in Chromium
// 156 at 1x, more on a slow phone), a long task on every screen's start-up (issue 20: TBT). Formats
// that need another time zone's rules (the capitol's clock on Account) still use Intl, off start-up.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Whether `value` is a calendar day, 'YYYY-MM-DD', rather than a moment. */
export function isCalendarDay(value: string): boolean {
  return DATE_ONLY.test(value);
}

/** 'YYYY-MM-DD' is a calendar day, not UTC midnight: parse it as local so it never shifts a day back. */
function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  return new Date(value);
}

/** 'Mar 15' */
function monthAndDay(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}`;
}

/** The one date format of the app, US style: 'Mar 15, 2026'. Unparseable input is shown as given. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : `${monthAndDay(date)}, ${date.getFullYear()}`;
}

/** '3/15/2026', the numeric US form. */
export function formatNumericDate(value: string | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
}

/** '9:05 AM', '12:30 PM' (noon), '12:00 AM' (midnight): the US 12-hour clock. */
export function formatTimeOfDay(value: number | Date): string {
  const date = toDate(value);
  const hours = date.getHours();
  return `${hours % 12 || 12}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Nov 20, 10:42 AM': a moment this year, without the year. */
export function formatDayAndTime(value: number | Date): string {
  const date = toDate(value);
  return `${monthAndDay(date)}, ${formatTimeOfDay(date)}`;
}

/** 'hh:mm:ss' (24-hour), e.g. for 'Updated 14:05:09'. */
export function formatClockTime(value: number | Date): string {
  const date = toDate(value);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;
}
