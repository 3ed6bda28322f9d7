import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { BackLink } from '../../components/back-link';
import { billQueryOptions } from '../../features/bills/api/get-bill';
import { BillDetails } from '../../features/bills/components/bill-details';
import { usePageTitle } from '../../hooks/use-page-title';
import { parseId } from '../../utils/parse-id';
import { Component as NotFound } from './not-found';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const billId = parseId(params.id);
    if (billId) void queryClient.prefetchQuery(billQueryOptions(billId));
    return null;
  };

export function Component() {
  const billId = parseId(useParams().id);
  usePageTitle('Bill');
  if (!billId) return <NotFound />;
  return (
    <>
      <BackLink fallbackTo="/app/bills" label="Bills" />
      <BillDetails billId={billId} />
    </>
  );
}
