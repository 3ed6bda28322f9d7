import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgendaFeed } from '../../../../server/schemas/agenda';
import { apiGet } from '../../../lib/api-client';
import { agendaKeys } from './keys';

/** Whether the calendar subscription exists; its secret URL is only in the answer that created it. */
export function getAgendaFeed(signal?: AbortSignal): Promise<AgendaFeed> {
  return apiGet<AgendaFeed>('/api/calendar/agenda/feed', undefined, signal);
}

export const agendaFeedQueryOptions = () =>
  queryOptions({ queryKey: agendaKeys.feed(), queryFn: ({ signal }) => getAgendaFeed(signal) });

export function useAgendaFeed() {
  return useQuery(agendaFeedQueryOptions());
}
