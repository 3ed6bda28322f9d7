import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StateInfo, StateList } from '../../../../server/schemas/states';
import { apiRequest } from '../../../lib/api-client';
import { readDeviceState } from '../../../lib/current-state';
import { stateKeys } from './keys';

/**
 * GET /api/states, without naming the device's state: the list must load whatever the device remembers
 * (a state the server no longer holds would be a 400), and `current` then says how the server resolves a
 * request that names none (the account's pick, the device's, the default or the only state).
 */
export function getStates(signal?: AbortSignal): Promise<StateList> {
  return apiRequest<StateList>('/api/states', { signal, inDeviceState: false });
}

/** States appear with an import; a reader's list need not be newer than a few minutes. */
const STATES_STALE_TIME_MS = 5 * 60_000;

export const statesQueryOptions = () =>
  queryOptions({
    queryKey: stateKeys.list(),
    queryFn: ({ signal }) => getStates(signal),
    staleTime: STATES_STALE_TIME_MS,
  });

export function useStates() {
  return useQuery(statesQueryOptions());
}

/**
 * The state this page follows: the device's when the server holds it, else the server's `current` (null:
 * the reader has to pick). The device's comes first because every request names it (api-client).
 */
export function followedStateOf(list: StateList, deviceState = readDeviceState()): StateInfo | null {
  const code = list.states.some((state) => state.code === deviceState) ? deviceState : list.current;
  return list.states.find((state) => state.code === code) ?? null;
}

/** The followed state's details, once the list is loaded (undefined while it loads or cannot). */
export function useFollowedState(): StateInfo | null | undefined {
  const states = useStates();
  return states.data ? followedStateOf(states.data) : undefined;
}

/** One state's details by its code (e.g. the search config's), once the list is loaded. */
export function useStateInfo(code: string | undefined): StateInfo | undefined {
  const states = useStates();
  return code === undefined ? undefined : states.data?.states.find((state) => state.code === code);
}
