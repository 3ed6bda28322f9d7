import type { QueryClient } from '@tanstack/react-query';
import { PageTitle } from '../../components/page-title';
import { QueryState } from '../../components/query-state';
import { searchConfigQueryOptions, useSearchConfig } from '../../features/search/api/get-search-config';
import { useSignedIn } from '../../features/account/hooks/use-signed-in';
import { GenerateReportButton } from '../../features/reports/components/generate-report-button';
import type { BillHitRef } from '../../features/search/components/bill-hit-actions';
import { SearchBills } from '../../features/search/components/search-bills';
import { TrackBillButton } from '../../features/tracking/components/track-bill-button';
import { TrackBillsButton } from '../../features/tracking/components/track-bills-button';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(searchConfigQueryOptions());
  return null;
};

/** The session of the selected bills for the tracking dialog, when they all share one. */
function sharedSessionId(bills: readonly BillHitRef[]): number | undefined {
  const sessions = new Set(bills.map((bill) => bill.session_id));
  return sessions.size === 1 ? [...sessions][0] : undefined;
}

/** /app/bills/search: the bill search page (spec §2), under the Bills tab. */
export function Component() {
  const config = useSearchConfig();
  const signedIn = useSignedIn();
  return (
    <>
      <PageTitle>Search bills</PageTitle>
      <QueryState query={config} loadingLabel="Loading search…" emptyMessage="" isEmpty={() => false}>
        {(loaded) => (
          <SearchBills
            config={loaded}
            renderBillActions={(bill) => (
              <TrackBillButton billId={bill.id} billLabel={bill.bill_type_number} signedIn={signedIn} />
            )}
            renderSelectionActions={(bills) => {
              const billIds = bills.map((bill) => bill.id);
              return (
                <>
                  <TrackBillsButton
                    billIds={billIds}
                    sessionId={sharedSessionId(bills)}
                    signedIn={signedIn}
                  />
                  {/* Spec §7: titled 'Search Results - ' and the US date (searchResultsTitle, the default). */}
                  <GenerateReportButton billIds={billIds} signedIn={signedIn} />
                </>
              );
            }}
          />
        )}
      </QueryState>
    </>
  );
}
