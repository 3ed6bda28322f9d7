import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackingLists } from '../../../../server/schemas/tracking';
import { apiGet } from '../../../lib/api-client';
import { trackingKeys } from './keys';

/** The signed-in user's lists by name; a 401 ApiError when signed out. */
export function getTrackingLists(signal?: AbortSignal): Promise<TrackingLists> {
  return apiGet<TrackingLists>('/api/tracking/lists', undefined, signal);
}

export const trackingListsQueryOptions = () =>
  queryOptions({ queryKey: trackingKeys.lists(), queryFn: ({ signal }) => getTrackingLists(signal) });

export function useTrackingLists() {
  return useQuery(trackingListsQueryOptions());
}
