import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { BackLink } from '../../components/back-link';
import { BillSummary } from '../../features/bills/components/bill-summary';
import { lawQueryOptions } from '../../features/laws/api/get-law';
import { LawDetails } from '../../features/laws/components/law-details';
import { readSessionName } from '../../features/laws/utils/session-name';
import { usePageTitle } from '../../hooks/use-page-title';
import { Component as NotFound } from './not-found';

const CHAPTER = /^(acts|resolves)-\d{4}-\d{1,5}$/;

function readParams(params: Record<string, string | undefined>) {
  const session = readSessionName(params.session);
  const chapter = params.chapter;
  return session && chapter && CHAPTER.test(chapter) ? { session, chapter } : null;
}

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const law = readParams(params);
    if (law) void queryClient.prefetchQuery(lawQueryOptions(law.session, law.chapter));
    return null;
  };

/** /laws/{session}/{chapter}: a chapter of session law. The app lends it the bills' summary renderer. */
export function Component() {
  const law = readParams(useParams());
  usePageTitle('Law');
  if (!law) return <NotFound />;
  return (
    <>
      <BackLink fallbackTo={`/laws?session=${law.session}`} label="Laws" />
      <LawDetails
        session={law.session}
        chapter={law.chapter}
        renderSummary={(html) => <BillSummary html={html} />}
      />
    </>
  );
}
