import type { Journal } from '../../../../server/schemas/journal';

export type JournalSectionKey = Exclude<keyof Journal, 'date'>;

/** Spec §2: the journal's four sections, in this order. */
export const JOURNAL_SECTIONS: readonly { key: JournalSectionKey; title: string }[] = [
  { key: 'house_actions', title: 'Actions on House bills' },
  { key: 'senate_actions', title: 'Actions on Senate bills' },
  { key: 'house_new', title: 'New House bills and dockets' },
  { key: 'senate_new', title: 'New Senate bills and dockets' },
];

/** Spec §2 empty text, verbatim. */
export const JOURNAL_EMPTY_TEXT = 'No actions on this date.';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A date input's value as a day the server accepts, or null ('' when cleared, partial input). */
export function parseJournalDate(value: string | null | undefined): string | null {
  if (!value || !ISO_DAY.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCMonth() === month! - 1 && date.getUTCDate() === day ? value : null;
}
