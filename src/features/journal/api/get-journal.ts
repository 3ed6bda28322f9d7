import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Journal } from '../../../../server/schemas/journal';
import { apiRequest } from '../../../lib/api-client';
import { journalKeys } from './keys';

/** Spec §7 sends the date in the body, so this read is a POST (it changes nothing on the server). */
export function getJournal(date: string, signal?: AbortSignal): Promise<Journal> {
  return apiRequest<Journal>('/api/bills/journal', { method: 'POST', body: { date }, signal });
}

export const journalQueryOptions = (date: string) =>
  queryOptions({
    queryKey: journalKeys.day(date),
    queryFn: ({ signal }) => getJournal(date, signal),
  });

/** The journal of `date`; waits while the date is not known yet (null). */
export function useJournal(date: string | null) {
  return useQuery({ ...journalQueryOptions(date ?? ''), enabled: date !== null });
}
