import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgendaList } from '../../../../server/schemas/agenda';
import { apiRequest } from '../../../lib/api-client';
import { agendaKeys } from './keys';

export function removeAgendaItem(id: number): Promise<void> {
  return apiRequest<void>(`/api/calendar/agenda/${id}`, { method: 'DELETE' });
}

export function useRemoveAgendaItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAgendaItem,
    onSuccess: (_nothing, id) => {
      // Gone at once from the list; the schedules refetch to drop their "on your agenda" mark.
      queryClient.setQueryData<AgendaList>(agendaKeys.list(), (items) =>
        items?.filter((item) => item.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: agendaKeys.all });
    },
  });
}
