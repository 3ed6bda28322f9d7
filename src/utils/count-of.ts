/**
 * The app's one number format, US style: 12345 is '12,345'. Built by hand for the reason format-date.ts
 * gives: a page's first toLocaleString loads the browser's locale data, a long task at start-up.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return String(count);
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${digits}` : digits;
}

/**
 * A count with its noun in the right number, in the app's one number format: countOf(1, 'bill') is
 * '1 bill', countOf(1234, 'bill') is '1,234 bills', countOf(2, 'story', 'stories') is '2 stories'.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
