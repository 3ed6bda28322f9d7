import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackingDialog } from '../../../../server/schemas/tracking';
import { apiRequest } from '../../../lib/api-client';
import { trackingKeys, type TrackingSelection } from './keys';

/**
 * Spec §7 loadBillTracking: every list with how many of the chosen bills it holds. Sent as JSON; the
 * server also takes the spec's form fields (billIds[], sessionId).
 */
export function loadBillTracking({ billIds, sessionId }: TrackingSelection, signal?: AbortSignal) {
  return apiRequest<TrackingDialog>('/api/loadBillTracking', {
    method: 'POST',
    body: { billIds, sessionId },
    signal,
  });
}

export const billTrackingQueryOptions = (selection: TrackingSelection) =>
  queryOptions({
    queryKey: trackingKeys.dialog(selection),
    queryFn: ({ signal }) => loadBillTracking(selection, signal),
    // The dialog must show the lists as they are now, not as they were when last opened.
    staleTime: 0,
  });

export function useBillTracking(selection: TrackingSelection, enabled = true) {
  return useQuery({ ...billTrackingQueryOptions(selection), enabled });
}
