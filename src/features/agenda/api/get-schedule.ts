import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schedule } from '../../../../server/schemas/agenda';
import { apiGet } from '../../../lib/api-client';
import { agendaKeys } from './keys';

/** One day's hearings and floor sessions; `null` asks for today. */
export function getSchedule(date: string | null, signal?: AbortSignal): Promise<Schedule> {
  return apiGet<Schedule>('/api/calendar/schedule', { date: date ?? undefined }, signal);
}

export const scheduleQueryOptions = (date: string | null) =>
  queryOptions({ queryKey: agendaKeys.schedule(date), queryFn: ({ signal }) => getSchedule(date, signal) });

export function useSchedule(date: string | null) {
  return useQuery(scheduleQueryOptions(date));
}
