import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JournalLatestDate } from '../../../../server/schemas/journal';
import { apiGet } from '../../../lib/api-client';
import { journalKeys } from './keys';

export function getJournalLatestDate(signal?: AbortSignal): Promise<JournalLatestDate> {
  return apiGet<JournalLatestDate>('/api/bills/journal/latest-date', undefined, signal);
}

export const journalLatestDateQueryOptions = () =>
  queryOptions({
    queryKey: journalKeys.latestDate(),
    queryFn: ({ signal }) => getJournalLatestDate(signal),
  });

/** The journal's default day, asked of the server (the latest day with actions), not hard-coded. */
export function useJournalLatestDate(options: { enabled: boolean }) {
  return useQuery({ ...journalLatestDateQueryOptions(), enabled: options.enabled });
}
