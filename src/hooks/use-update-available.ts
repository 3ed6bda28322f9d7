import { useSyncExternalStore } from 'react';
import { isUpdateWaiting, subscribeToUpdate } from '../lib/service-worker';

/** True once a new app version is installed and waiting (registerType 'prompt'). */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(subscribeToUpdate, isUpdateWaiting, () => false);
}
