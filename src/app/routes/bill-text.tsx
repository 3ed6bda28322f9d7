import type { QueryClient } from '@tanstack/react-query';
import { useLocation, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { BackLink } from '../../components/back-link';
import { billTextQueryOptions } from '../../features/bills/api/get-bill-text';
import { BillTextDetails } from '../../features/bills/components/bill-text-details';
import { usePageTitle } from '../../hooks/use-page-title';
import { parseId } from '../../utils/parse-id';
import { readPassageHash } from '../../utils/passage-anchor';
import { Component as NotFound } from './not-found';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const sectionId = parseId(params.id);
    if (sectionId) void queryClient.prefetchQuery(billTextQueryOptions(sectionId));
    return null;
  };

/** /app/text/{bill_text__id}: one section of a bill's text; #search-for=… highlights a passage of it. */
export function Component() {
  const sectionId = parseId(useParams().id);
  const passage = readPassageHash(useLocation().hash);
  usePageTitle('Bill text');
  if (!sectionId) return <NotFound />;
  return (
    <>
      <BackLink fallbackTo="/app/bills" label="Bills" />
      <BillTextDetails sectionId={sectionId} passage={passage} />
    </>
  );
}
