import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { BackLink } from '../../components/back-link';
import { amendmentsQueryOptions } from '../../features/bills/api/get-amendments';
import { AmendmentDetails } from '../../features/bills/components/amendment-details';
import { usePageTitle } from '../../hooks/use-page-title';
import { parseId } from '../../utils/parse-id';
import { Component as NotFound } from './not-found';

const AMENDMENT_NUMBER = /^[A-Za-z0-9.-]{1,20}$/;

/** ?id={bill_id}&amendment_number={n} (spec §2); a malformed number means no such page. */
function readParams(searchParams: URLSearchParams) {
  const billId = parseId(searchParams.get('id') ?? undefined);
  const number = searchParams.get('amendment_number');
  if (!billId || (number !== null && !AMENDMENT_NUMBER.test(number))) return null;
  return { billId, amendmentNumber: number ?? undefined };
}

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const params = readParams(new URL(request.url).searchParams);
    if (params) void queryClient.prefetchQuery(amendmentsQueryOptions(params.billId, params.amendmentNumber));
    return null;
  };

/** /app/amendments/?id=&amendment_number=: one amendment, or all of a bill's. */
export function Component() {
  const [searchParams] = useSearchParams();
  const params = readParams(searchParams);
  usePageTitle('Amendment');
  if (!params) return <NotFound />;
  return (
    <>
      <BackLink fallbackTo={`/app/bill/${params.billId}`} label="Bill" />
      <AmendmentDetails billId={params.billId} amendmentNumber={params.amendmentNumber} />
    </>
  );
}
