import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgendaList } from '../../../../server/schemas/agenda';
import { apiGet } from '../../../lib/api-client';
import { agendaKeys } from './keys';

/** The signed-in user's agenda; a 401 ApiError when signed out. */
export function getAgenda(signal?: AbortSignal): Promise<AgendaList> {
  return apiGet<AgendaList>('/api/calendar/agenda', undefined, signal);
}

export const agendaQueryOptions = () =>
  queryOptions({ queryKey: agendaKeys.list(), queryFn: ({ signal }) => getAgenda(signal) });

/** Off until the session is known to be signed in (a signed-out visitor would only get a 401). */
export function useAgenda(enabled = true) {
  return useQuery({ ...agendaQueryOptions(), enabled });
}
