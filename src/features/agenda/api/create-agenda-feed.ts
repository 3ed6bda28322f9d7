import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgendaFeed } from '../../../../server/schemas/agenda';
import { apiRequest } from '../../../lib/api-client';
import { agendaKeys } from './keys';

/** A new subscription URL; an older one stops working. */
export function createAgendaFeed(): Promise<AgendaFeed> {
  return apiRequest<AgendaFeed>('/api/calendar/agenda/feed', { method: 'POST' });
}

export function useCreateAgendaFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgendaFeed,
    onSuccess: (feed) => queryClient.setQueryData(agendaKeys.feed(), feed),
  });
}
