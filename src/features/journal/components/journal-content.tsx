import type { UseQueryResult } from '@tanstack/react-query';
import type { JournalLatestDate } from '../../../../server/schemas/journal';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingList } from '../../../components/loading-list';
import { QueryState } from '../../../components/query-state';
import { useJournal } from '../api/get-journal';
import { JOURNAL_EMPTY_TEXT } from '../utils/journal-sections';
import { JournalAccordion } from './journal-accordion';

const LOADING_LABEL = 'Loading journal…';

export interface JournalContentProps {
  /** The day to show; null until the default day is known. */
  date: string | null;
  /** The default-day request (see useJournalDate), whose states show while `date` is null. */
  latestQuery: UseQueryResult<JournalLatestDate>;
}

/** The journal of one day, or the states of finding out which day to show. */
export function JournalContent({ date, latestQuery }: JournalContentProps) {
  const journalQuery = useJournal(date);
  if (date === null) {
    if (latestQuery.isError)
      return <ErrorState error={latestQuery.error} onRetry={() => void latestQuery.refetch()} />;
    // The server knows no day with actions at all (an empty database).
    if (latestQuery.isSuccess) return <EmptyState message={JOURNAL_EMPTY_TEXT} />;
    return <LoadingList label={LOADING_LABEL} />;
  }
  return (
    <QueryState
      query={journalQuery}
      loadingLabel={LOADING_LABEL}
      emptyMessage={JOURNAL_EMPTY_TEXT}
      isEmpty={() => false}
    >
      {(journal) => <JournalAccordion journal={journal} />}
    </QueryState>
  );
}
