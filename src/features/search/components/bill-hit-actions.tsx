import { createContext, useContext, type ReactNode } from 'react';

/** What a bill hit tells the actions slot about its bill. */
export interface BillHitRef {
  id: number;
  bill_type_number: string;
  session_id: number;
}

/** The reference of a bill hit, without its highlighting and other record fields. */
export const billHitRef = ({ id, bill_type_number, session_id }: BillHitRef): BillHitRef => ({
  id,
  bill_type_number,
  session_id,
});

/**
 * The slot for bill tracking and reports (issue 5, spec §2 'Track Bill' / 'Tracking'): the route that shows
 * the bill search passes a render function, so the tracking feature plugs in without the search feature
 * importing it. Nothing is rendered until it does.
 */
export const BillHitActionsContext = createContext<((bill: BillHitRef) => ReactNode) | null>(null);

export function BillHitActions({ bill }: { bill: BillHitRef }) {
  const render = useContext(BillHitActionsContext);
  return render ? <div data-slot="bill-hit-actions">{render(bill)}</div> : null;
}
