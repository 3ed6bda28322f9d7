import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgendaEvent } from '../../../../server/schemas/agenda';
import { apiRequest } from '../../../lib/api-client';
import { agendaKeys } from './keys';

/** Adds a meeting from Today's Schedule; adding one already there returns that item. */
export function addAgendaItem(meetingId: number): Promise<AgendaEvent> {
  return apiRequest<AgendaEvent>('/api/calendar/agenda', { method: 'POST', body: { meeting_id: meetingId } });
}

export function useAddAgendaItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAgendaItem,
    // The agenda list and the schedules' "on your agenda" marks both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
