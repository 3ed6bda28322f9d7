import { useJournalLatestDate } from '../api/get-journal-latest-date';

/**
 * The day the journal shows: the one the user chose, else the server's latest day with actions.
 * `latestQuery` is idle once a day is chosen, so choosing never waits on it.
 */
export function useJournalDate(chosenDate: string | null) {
  const latestQuery = useJournalLatestDate({ enabled: chosenDate === null });
  return { date: chosenDate ?? latestQuery.data?.date ?? null, latestQuery };
}
