import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingDetail } from '../../../../server/schemas/meetings';
import { apiGet } from '../../../lib/api-client';
import { meetingKeys } from './keys';

export function getMeeting(id: number, signal?: AbortSignal): Promise<MeetingDetail> {
  return apiGet<MeetingDetail>(`/api/meeting/${id}`, undefined, signal);
}

export const meetingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: meetingKeys.detail(id),
    queryFn: ({ signal }) => getMeeting(id, signal),
  });

export function useMeeting(id: number) {
  return useQuery(meetingQueryOptions(id));
}
