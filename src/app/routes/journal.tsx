import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { journalQueryOptions } from '../../features/journal/api/get-journal';
import { journalLatestDateQueryOptions } from '../../features/journal/api/get-journal-latest-date';
import { JournalPage } from '../../features/journal/components/journal-page';
import { parseJournalDate } from '../../features/journal/utils/journal-sections';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const date = parseJournalDate(new URL(request.url).searchParams.get('date'));
    if (date) void queryClient.prefetchQuery(journalQueryOptions(date));
    else void queryClient.prefetchQuery(journalLatestDateQueryOptions());
    return null;
  };

/** /app/journal?date=: the daily journal of bill actions and filings. */
export function Component() {
  return (
    <>
      <PageTitle>Journal</PageTitle>
      <JournalPage />
    </>
  );
}
