// When each 194th bill was created and last updated. The bulk CSV export carries neither, so they are
// spread over the session up to the export (stable per bill), skewed towards the export as Open States'
// re-scrapes are, and never before the bill's latest roll call: `updated_since` then selects real subsets.
import { stableFraction } from './api-datetimes.js';

/** The 194th session's first day, and the moment its export was generated (MA/194th/README). */
const SESSION_START = Date.parse('2025-01-01T05:00:00Z');
export const EXPORT_GENERATED_AT = Date.parse('2026-04-05T23:11:00Z');

/** A bill's latest roll call counts as touching it a little later, when the journal is scraped. */
const SCRAPE_DELAY_MS = 6 * 60 * 60 * 1000;

export interface BillTimes {
  createdAt: Date;
  updatedAt: Date;
}

export function billTimes(billId: string, latestVoteAt: string | null): BillTimes {
  const created =
    SESSION_START + stableFraction(`created ${billId}`) * (EXPORT_GENERATED_AT - SESSION_START) * 0.9;
  const sinceCreated = EXPORT_GENERATED_AT - created;
  let updated = created + sinceCreated * Math.sqrt(stableFraction(`updated ${billId}`));
  const vote = latestVoteAt ? Date.parse(latestVoteAt) : Number.NaN;
  if (!Number.isNaN(vote)) updated = Math.max(updated, vote + SCRAPE_DELAY_MS);
  return {
    createdAt: new Date(Math.round(created)),
    updatedAt: new Date(Math.round(Math.min(updated, EXPORT_GENERATED_AT))),
  };
}
