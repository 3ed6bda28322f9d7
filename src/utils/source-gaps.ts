import type { BillSummary } from '../../server/schemas/bills';

/**
 * What the app says where the source data says nothing (issue 15): real sessions come without actions,
 * sponsorships or tallies, and an empty value must not read as "none" or "0".
 */
export const SOURCE_GAP_TEXT = {
  status: 'Status not in the source data',
  sponsor: 'Sponsor not in the source data',
  history: 'History not in the source data',
  tallies: 'Tallies not published in the source',
  officialPage: 'No official page in the source data',
  memberVotes: 'Individual votes not in the source data',
} as const;

/** The source lists the bill's sponsors and names none. */
export const NO_SPONSOR_LISTED = 'No sponsor listed';
/** The source has the bill's history and it has no actions yet. */
export const NO_ACTIONS_YET = 'No actions recorded yet.';
/** Why a tally is shown though the source publishes none. */
export const COMPUTED_TALLY_TEXT = 'Counted from the recorded votes';

/** A bill's status as a line of text: the source's words, or that it has none. */
export const statusText = (status: string | null): string => status ?? SOURCE_GAP_TEXT.status;

/** A bill's primary sponsor as text: the name, 'No sponsor listed', or that the source does not say. */
export function sponsorText(bill: Pick<BillSummary, 'primary_sponsor' | 'sponsors_known'>): string {
  if (bill.primary_sponsor) return bill.primary_sponsor.sponsor_name;
  return bill.sponsors_known ? NO_SPONSOR_LISTED : SOURCE_GAP_TEXT.sponsor;
}

/** The counts of a roll call as the API's roll-call rows carry them. */
export interface TallyCounts {
  yes_count: number | null;
  no_count: number | null;
  absent_count: number | null;
  /** 'published': the source's tally; 'computed': counted from the recorded votes; null: no tallies. */
  counts_source: 'published' | 'computed' | null;
}

/** True when there are counts to show, the source's own or counted from its recorded votes. */
export const hasTallies = (counts: Pick<TallyCounts, 'yes_count' | 'no_count'>): boolean =>
  counts.yes_count !== null && counts.no_count !== null;

/** One count; a single missing one (the others known) is a dash, never 0. */
export const countText = (value: number | null): string => (value === null ? '—' : String(value));

/**
 * The counts as a line where no column header names them: 'Yea 150 / Nay 7 / Abs 3', then ', counted from
 * the recorded votes' when the source publishes no tally; the gap text when there are no counts at all.
 */
export function labelledTallyText(counts: TallyCounts): string {
  if (!hasTallies(counts)) return SOURCE_GAP_TEXT.tallies;
  const line = `Yea ${countText(counts.yes_count)} / Nay ${countText(counts.no_count)} / Abs ${countText(counts.absent_count)}`;
  return counts.counts_source === 'computed' ? `${line}, ${COMPUTED_TALLY_TEXT.toLowerCase()}` : line;
}
