import type { QueryClient } from '@tanstack/react-query';

/** What the 'Manage tracking lists' dialog is opened for. */
export interface TrackingSelection {
  billIds: readonly number[];
  /** The legislative session the bills were chosen in (the search page knows it). @default none */
  sessionId?: number;
}

/** The one owner of tracking query keys. Every change to a list can change any of them: see below. */
export const trackingKeys = {
  all: ['tracking'] as const,
  lists: () => [...trackingKeys.all, 'lists'] as const,
  /** One bill's tracked state, answered in batches (get-tracked-status.ts). */
  statuses: () => [...trackingKeys.all, 'status'] as const,
  status: (billId: number) => [...trackingKeys.statuses(), billId] as const,
  /** The spec's isTracked map for one set of bills (the search page's hits). */
  trackedMap: (billIds: readonly number[]) => [...trackingKeys.all, 'map', [...billIds]] as const,
  dialog: ({ billIds, sessionId }: TrackingSelection) =>
    [...trackingKeys.all, 'dialog', { billIds: [...billIds], sessionId }] as const,
  bills: (listId: number | undefined) => [...trackingKeys.all, 'bills', listId ?? 'all'] as const,
};

/** After any list change: counts, checkboxes, Tracking buttons and My bills may all differ. */
export function invalidateTracking(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: trackingKeys.all });
}
