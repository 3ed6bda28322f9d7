import { useFollowedState } from '../features/account/api/get-states';
import { useSignedIn } from '../features/account/hooks/use-signed-in';
import { GenerateReportButton } from '../features/reports/components/generate-report-button';
import { searchResultsTitle } from '../features/reports/utils/report-title';
import type { BillHitRef } from '../features/search/components/bill-hit-actions';
import { TrackBillsButton } from '../features/tracking/components/track-bills-button';
import { renderTrackBill } from './track-bill-action';

/** The session of the selected bills for the tracking dialog, when they all share one. */
function sharedSessionId(bills: readonly BillHitRef[]): number | undefined {
  const sessions = new Set(bills.map((bill) => bill.session_id));
  return sessions.size === 1 ? [...sessions][0] : undefined;
}

/** 'Track N Selected bill(s)' and 'Generate Report on N Selected bill(s)' (spec §2). */
function SelectedBillsActions({ bills }: { bills: readonly BillHitRef[] }) {
  const signedIn = useSignedIn();
  const today = useFollowedState()?.today;
  const billIds = bills.map((bill) => bill.id);
  return (
    <>
      <TrackBillsButton billIds={billIds} sessionId={sharedSessionId(bills)} signedIn={signedIn} />
      {/* Spec §7: titled 'Search Results - ' and the US date: the app's today, not the phone's. */}
      <GenerateReportButton billIds={billIds} signedIn={signedIn} title={() => searchResultsTitle(today)} />
    </>
  );
}

/**
 * Tracking and reports on bill search results, the same on both bill search pages: the app plugs them
 * into the search feature, which knows neither. Constant: what they show depends on the sign-in and the
 * day, which they read themselves, so no hit renders again when those settle after hydration (issue 20).
 */
export const BILL_SEARCH_ACTIONS = {
  /** Each bill hit's 'Tracking' / 'Track Bill' (spec §2, §4). */
  renderBillActions: renderTrackBill,
  renderSelectionActions: (bills: readonly BillHitRef[]) => <SelectedBillsActions bills={bills} />,
};
