// A bill's page at its official source (bills.source_url), from the state's profile: malegislature.gov
// has one address per bill and General Court (/Bills/192/H4002); states without such addresses get none.
import { profileFor } from '../../jurisdictions/state-profiles.js';
import type { BillKey } from './bill-identifiers.js';

export type BillUrlOf = (key: Pick<BillKey, 'bill_type' | 'bill_number'>) => string | null;

/** `generalCourt`: the session's own number ('192nd'), where the legislature numbers them. */
export function billUrlsFor(stateCode: string, generalCourt: string | null): BillUrlOf {
  const billUrl = profileFor(stateCode).billUrl;
  return (key) => billUrl?.({ generalCourt, billType: key.bill_type, billNumber: key.bill_number }) ?? null;
}
