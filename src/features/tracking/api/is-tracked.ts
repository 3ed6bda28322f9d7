import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackedBillMap } from '../../../../server/schemas/tracking';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { trackingKeys } from './keys';

/** The server's bound on one request (MAX_BILLS_PER_REQUEST, spec §9's largest page). */
const MAX_BILLS_PER_REQUEST = 1000;

/** Spec §7 isTracked: a map whose values are the tracked ones among `billIds`. */
export function isTracked(billIds: readonly number[], signal?: AbortSignal): Promise<TrackedBillMap> {
  return apiRequest<TrackedBillMap>('/api/bills/isTracked/', { method: 'POST', body: { billIds }, signal });
}

/** For a page of hits (the search page asks "whenever the hit list changes"). */
export const trackedBillMapQueryOptions = (billIds: readonly number[]) =>
  queryOptions({
    queryKey: trackingKeys.trackedMap(billIds),
    queryFn: ({ signal }) => isTracked(billIds, signal),
    enabled: billIds.length > 0,
  });

export function useTrackedBillMap(billIds: readonly number[]) {
  return useQuery(trackedBillMapQueryOptions(billIds));
}

type Waiter = { resolve: (tracked: boolean) => void; reject: (error: unknown) => void };
let waiting: Map<number, Waiter[]> | null = null;

/**
 * One bill's state, batched: every Track button a list renders asks in the same tick, and one isTracked
 * request answers them all (a page of 20 rows costs one request, not 20).
 */
function loadTrackedState(billId: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    if (!waiting) {
      waiting = new Map();
      setTimeout(flushTrackedStates, 0);
    }
    waiting.set(billId, [...(waiting.get(billId) ?? []), { resolve, reject }]);
  });
}

function flushTrackedStates() {
  const batch = [...(waiting ?? new Map<number, Waiter[]>())];
  waiting = null;
  for (let start = 0; start < batch.length; start += MAX_BILLS_PER_REQUEST) {
    const chunk = batch.slice(start, start + MAX_BILLS_PER_REQUEST);
    isTracked(chunk.map(([billId]) => billId)).then(
      (tracked) =>
        chunk.forEach(([billId, waiters]) => waiters.forEach((w) => w.resolve(String(billId) in tracked))),
      (error: unknown) => {
        // Spec §8: a tracked-status failure is only logged; the buttons fall back to 'Track Bill'. A 401
        // is no failure: the visitor is signed out and the buttons offer sign-in.
        if (!(error instanceof ApiError && error.status === 401))
          console.warn('Could not check which bills are tracked', error);
        chunk.forEach(([, waiters]) => waiters.forEach((w) => w.reject(error)));
      },
    );
  }
}

export const billTrackedQueryOptions = (billId: number) =>
  queryOptions({ queryKey: trackingKeys.status(billId), queryFn: () => loadTrackedState(billId) });

/** Whether the bill is on any of the user's lists; off (never asked) while `enabled` is false. */
export function useBillTracked(billId: number, enabled = true) {
  return useQuery({ ...billTrackedQueryOptions(billId), enabled });
}
