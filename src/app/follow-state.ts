// Which state (legislature) the page follows (issue 15), decided before anything is shown: the device's
// (its cookie, or a `?state=` in the address, which a shared link carries), else what the server
// resolves for this reader (their account's pick, its default, its only state); with none the shell
// asks (src/app/shell/state-gate.tsx). Changing it reloads the page: every answer in memory, the saved
// cache's key and the search key belong to one state.
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { StateList } from '../../server/schemas/states';
import { followedStateOf, statesQueryOptions } from '../features/account/api/get-states';
import {
  adoptStateFromAddress,
  clearDeviceState,
  readDeviceState,
  reloadInState,
  stateSwitchedOnLoad,
  writeDeviceState,
} from '../lib/current-state';
import { flushPersistedCache, setCacheState, stopPersisting } from '../lib/persister';

/** The device's state at start, from the address or the cookie; the saved cache is then restored under it. */
export function followStateFromDevice(): string | null {
  adoptStateFromAddress();
  const state = readDeviceState();
  if (state) setCacheState(state);
  return state;
}

/**
 * A device that has picked no state follows the one the server resolves for it, if any (the list from a
 * server-rendered page, else asked for): remembered from now on, so every request names it. Returns the
 * state, or null when the reader must pick (or the list could not be loaded: the shell says so).
 */
export function adoptServerState(list: StateList): string | null {
  const followed = followedStateOf(list, null)?.code ?? null;
  if (followed && readDeviceState() !== followed) {
    writeDeviceState(followed);
    setCacheState(followed);
  }
  return followed;
}

export async function followServerState(queryClient: QueryClient): Promise<void> {
  try {
    adoptServerState(await queryClient.ensureQueryData(statesQueryOptions()));
  } catch {
    // Offline on a first visit, or the server is down: the shell shows the error and a retry.
  }
}

/**
 * The device names a state the server does not hold (an old cookie, or a state since removed): every
 * request naming it would fail. It is forgotten and the page starts over, where the server resolves one
 * or the reader picks. No reload when the cookie cannot be cleared (it would only come back here).
 */
export function forgetUnheldState(): void {
  clearDeviceState();
  if (!readDeviceState()) window.location.reload();
}

/** Saves what the reader has seen of the current state, then opens the page again in `code`. */
export async function reloadIntoState(code: string): Promise<void> {
  await flushPersistedCache();
  stopPersisting();
  if (readDeviceState() === code) window.location.reload();
  else reloadInState(code);
}

/**
 * A bill, legislator, committee or roll call of another state than the one followed (a shared link, a
 * bookmark from before a switch): the app follows the record's state, so everything around it (lists,
 * search, the header) is that legislature's. Rare, so a reload; the shell then says "Now following …".
 */
export function useFollowRecordState(recordState: string | undefined): void {
  useEffect(() => {
    if (!recordState || readDeviceState() === recordState) return;
    // This load already switched to it and the device still says otherwise: cookies are blocked, and
    // reloading again would loop.
    if (stateSwitchedOnLoad() === recordState) return;
    void reloadIntoState(recordState);
  }, [recordState]);
}
