import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { sessionQueryOptions } from '../../features/account/api/get-session';
import { SignInRequired } from '../../features/account/components/sign-in-required';
import { useSignedIn } from '../../features/account/hooks/use-signed-in';
import { BillSummary } from '../../features/bills/components/bill-summary';
import { reportQueryOptions } from '../../features/reports/api/get-report';
import { ReportView } from '../../features/reports/components/report-view';
import { LoadingList } from '../../components/loading-list';
import { parseId } from '../../utils/parse-id';
import { Component as NotFound } from './not-found';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const reportId = parseId(params.id);
    void queryClient.prefetchQuery(sessionQueryOptions());
    if (reportId) void queryClient.prefetchQuery(reportQueryOptions(reportId));
    return null;
  };

/**
 * /app/report/{id}, opened in a new tab (spec §2): a printable report for its owner only. The report's
 * title becomes the page title once it loads.
 */
export function Component() {
  const reportId = parseId(useParams().id);
  const signedIn = useSignedIn();
  if (!reportId) return <NotFound />;
  if (signedIn === undefined) return <LoadingList label="Loading report…" />;
  if (!signedIn) return <SignInRequired message="Sign in to open your report." />;
  // The summary is read the way the bill page reads it: HTML as plain paragraphs, never injected.
  return <ReportView reportId={reportId} renderSummary={(html) => <BillSummary html={html} />} />;
}
