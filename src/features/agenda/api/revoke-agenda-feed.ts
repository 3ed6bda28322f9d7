import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgendaFeed } from '../../../../server/schemas/agenda';
import { apiRequest } from '../../../lib/api-client';
import { agendaKeys } from './keys';

export function revokeAgendaFeed(): Promise<AgendaFeed> {
  return apiRequest<AgendaFeed>('/api/calendar/agenda/feed', { method: 'DELETE' });
}

export function useRevokeAgendaFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAgendaFeed,
    onSuccess: (feed) => queryClient.setQueryData(agendaKeys.feed(), feed),
  });
}
