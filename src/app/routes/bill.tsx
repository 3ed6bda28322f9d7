import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { BackLink } from '../../components/back-link';
import { sessionQueryOptions } from '../../features/account/api/get-session';
import { useSignedIn } from '../../features/account/hooks/use-signed-in';
import { billQueryOptions } from '../../features/bills/api/get-bill';
import { BillDetails } from '../../features/bills/components/bill-details';
import { FollowButton } from '../../features/notifications/components/follow-button';
import { KeepOfflineButton } from '../../features/offline/components/keep-offline-button';
import { TrackBillButton } from '../../features/tracking/components/track-bill-button';
import { usePageTitle } from '../../hooks/use-page-title';
import { parseId } from '../../utils/parse-id';
import { useFollowRecordState } from '../follow-state';
import { Component as NotFound } from './not-found';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const billId = parseId(params.id);
    void queryClient.prefetchQuery(sessionQueryOptions());
    if (billId) void queryClient.prefetchQuery(billQueryOptions(billId));
    return null;
  };

export function Component() {
  const billId = parseId(useParams().id);
  // The same query the details show: a record of another state makes the app follow that state.
  const record = useQuery({ ...billQueryOptions(billId ?? 0), enabled: billId !== null });
  useFollowRecordState(record.data?.state);
  const signedIn = useSignedIn();
  usePageTitle('Bill');
  if (!billId) return <NotFound />;
  return (
    <>
      <BackLink fallbackTo="/app/bills" label="Bills" />
      <BillDetails
        billId={billId}
        renderActions={(bill) => (
          <>
            <TrackBillButton billId={bill.id} billLabel={bill.bill_type_number} signedIn={signedIn} />
            <FollowButton
              kind="bill"
              id={bill.id}
              subject={bill.bill_type_number}
              url={`/app/bill/${bill.id}`}
              signedIn={signedIn}
            />
            <KeepOfflineButton billId={bill.id} billLabel={bill.bill_type_number} />
          </>
        )}
      />
    </>
  );
}
