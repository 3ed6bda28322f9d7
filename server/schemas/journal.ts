import { Type, type Static } from 'typebox';
import { BillAction, BillSummary, Nullable } from './bills.js';

/** Bills per journal section; `count` still reports them all (a filing deadline brings thousands). */
export const JOURNAL_SECTION_LIMIT = 100;

const JournalDate = Type.String({
  format: 'date',
  description: 'a calendar day, YYYY-MM-DD',
  examples: ['2026-03-12'],
});

/**
 * Spec §7 sends the journal's date in the request body, so the journal is read with POST; the same
 * journal is also served by GET /api/bills/journal?date= for caches that only keep GET responses.
 */
export const JournalBody = Type.Object(
  { date: JournalDate },
  {
    additionalProperties: false,
    description: 'POST because spec §7 sends the date in the body; GET ?date= returns the same journal',
  },
);
export type JournalBody = Static<typeof JournalBody>;

export const JournalQuery = Type.Object({ date: JournalDate });
export type JournalQuery = Static<typeof JournalQuery>;

/** A bill with what happened to it on the journal's day. */
export const JournalBill = Type.Evaluate(
  Type.Intersect([BillSummary, Type.Object({ actions: Type.Array(BillAction) })]),
);
export type JournalBill = Static<typeof JournalBill>;

export const JournalSection = Type.Object({
  /** Every bill of the section that day; `bills` holds at most JOURNAL_SECTION_LIMIT of them. */
  count: Type.Integer(),
  bills: Type.Array(JournalBill),
});
export type JournalSection = Static<typeof JournalSection>;

/**
 * Spec §2 journal: the day's actions on bills filed earlier, and the bills and dockets filed that day
 * (their own first actions are listed with them, not again under actions).
 */
export const Journal = Type.Object({
  date: Type.String(),
  house_actions: JournalSection,
  senate_actions: JournalSection,
  house_new: JournalSection,
  senate_new: JournalSection,
});
export type Journal = Static<typeof Journal>;

/** The widget's default day: the latest day with any recorded action (null in an empty database). */
export const JournalLatestDate = Type.Object({ date: Nullable(Type.String()) });
export type JournalLatestDate = Static<typeof JournalLatestDate>;
