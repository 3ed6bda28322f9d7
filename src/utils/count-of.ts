/**
 * A count with its noun in the right number, in the app's one number format: countOf(1, 'bill') is
 * '1 bill', countOf(1234, 'bill') is '1,234 bills', countOf(2, 'story', 'stories') is '2 stories'.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
