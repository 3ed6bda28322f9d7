import { useSignedIn } from '../features/account/hooks/use-signed-in';
import { TrackBillButton } from '../features/tracking/components/track-bill-button';

/** What a list's 'Track Bill' needs of a bill. */
export interface TrackableBill {
  id: number;
  bill_type_number: string;
}

/** 'Track Bill' (spec §4), reading the sign-in itself. */
function TrackBillForReader({ bill }: { bill: TrackableBill }) {
  const signedIn = useSignedIn();
  return <TrackBillButton billId={bill.id} billLabel={bill.bill_type_number} signedIn={signedIn} />;
}

/**
 * A bill row's 'Track Bill', as the app plugs it into the features' lists (bills, the dashboard's bill
 * lists, search hits). One function for the app's life: a page that made it anew at each render, with
 * the sign-in in it, had every row of its list render again when the session settled after hydration
 * (issue 20: 400 components on /app/bills, TBT); now only the buttons do.
 */
export const renderTrackBill = (bill: TrackableBill) => <TrackBillForReader bill={bill} />;
