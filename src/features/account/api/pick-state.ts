import { useMutation } from '@tanstack/react-query';
import type { PickStateBody, StateList } from '../../../../server/schemas/states';
import { apiRequest } from '../../../lib/api-client';
import { readCsrfToken } from '../../../lib/csrf-token';
import { writeDeviceState } from '../../../lib/current-state';
import { getSession } from './get-session';

/**
 * PUT /api/state: the server remembers the pick on this device (cookie) and, signed in, on the account.
 * Works signed out too: an anonymous session has a CSRF token. Not in the device's state: that may be the
 * one being replaced, or one the server no longer holds.
 */
export async function pickState(state: string): Promise<StateList> {
  // An app shell from the service worker came without the visitor's session: the session call makes one.
  if (!readCsrfToken()) await getSession();
  const body: PickStateBody = { state };
  const list = await apiRequest<StateList>('/api/state', { method: 'PUT', body, inDeviceState: false });
  // The server's cookie says the same; written here too so the page can rely on it at once.
  writeDeviceState(state);
  return list;
}

/** Picks a state; the caller reloads into it (every answer in memory belongs to the previous one). */
export function usePickState() {
  return useMutation({ mutationFn: pickState });
}
