import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useJournalDate } from '../hooks/use-journal-date';
import { parseJournalDate } from '../utils/journal-sections';
import { JournalContent } from './journal-content';
import { JournalDateInput } from './journal-date-input';

/** The full journal (/app/journal?date=): the day lives in the URL so Back and shared links keep it. */
export function JournalPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { date, latestQuery } = useJournalDate(parseJournalDate(searchParams.get('date')));
  return (
    <Stack gap="md">
      <JournalDateInput
        value={date}
        onChange={(next) => setSearchParams({ date: next }, { replace: true })}
      />
      <JournalContent date={date} latestQuery={latestQuery} />
    </Stack>
  );
}
