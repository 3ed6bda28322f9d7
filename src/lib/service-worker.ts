import type { Workbox } from 'workbox-window';
import { LIVE_CALENDAR_SYNC_TAG, SW_MESSAGES } from '../../sw/cache-names';
import { afterFirstScreenSettles } from './first-screen-settled';

type Listener = () => void;

/** How often a granted Periodic Background Sync may refresh the cached live calendar (browsers cap it). */
const LIVE_CALENDAR_SYNC_INTERVAL_MS = 15 * 60_000;
/** An app left open for days still hears about a new version; the browser checks on navigations only. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;
/** A worker that does not answer in this time is busy or gone; the caller carries on. */
const MESSAGE_TIMEOUT_MS = 3000;

let waitingWorkbox: Workbox | null = null;
const listeners = new Set<Listener>();

function setWaiting(workbox: Workbox | null): void {
  waitingWorkbox = workbox;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: is a new version installed and waiting for the user's go-ahead? */
export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isUpdateWaiting = (): boolean => waitingWorkbox !== null;

/** Periodic Background Sync (Chromium, installed apps): not in the DOM typings yet. */
interface PeriodicSyncRegistration extends ServiceWorkerRegistration {
  periodicSync: { register(tag: string, options: { minInterval: number }): Promise<void> };
}

/** Asks for background refreshes of the live calendar where the browser grants them; silent otherwise. */
async function registerLiveCalendarRefresh(registration: ServiceWorkerRegistration): Promise<void> {
  if (!('periodicSync' in registration)) return;
  const status = await navigator.permissions
    .query({ name: 'periodic-background-sync' as PermissionName })
    .catch(() => null);
  if (status?.state !== 'granted') return;
  await (registration as PeriodicSyncRegistration).periodicSync
    .register(LIVE_CALENDAR_SYNC_TAG, { minInterval: LIVE_CALENDAR_SYNC_INTERVAL_MS })
    .catch(() => undefined);
}

/**
 * Registers /sw.js in production builds; dev and tests never run a service worker. workbox-window is
 * loaded apart from the start-up code, once the first screen has its data (see afterFirstScreenSettles),
 * so the first screen need not evaluate it (issue 8: TBT) nor share a slow link with its download.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void afterFirstScreenSettles().then(async () => {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => setWaiting(workbox));
    void workbox.register().then((registration) => {
      if (!registration) return;
      // Lets e2e tests see that registration succeeded without a global handle on the worker.
      document.documentElement.dataset.swState = 'registered';
      void navigator.serviceWorker.ready.then(registerLiveCalendarRefresh);
      const checkForUpdate = () => {
        if (document.visibilityState === 'visible' && navigator.onLine) void workbox.update();
      };
      setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
      document.addEventListener('visibilitychange', checkForUpdate);
    });
  });
}

/**
 * Activates the waiting version and reloads once it runs. A page the old worker controlled reloads on
 * 'controlling'; a page opened before any worker existed is not controlled, so it waits for 'activated'.
 */
export function applyUpdate(): void {
  const workbox = waitingWorkbox;
  if (!workbox) return;
  const reload = () => window.location.reload();
  if (navigator.serviceWorker.controller) workbox.addEventListener('controlling', reload);
  else workbox.addEventListener('activated', reload);
  workbox.messageSkipWaiting();
}

/** Posts to the active worker and resolves when it answers (or after a timeout, or at once without one). */
async function tellWorker(type: string): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const worker = (await navigator.serviceWorker.getRegistration())?.active;
  if (!worker) return;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, MESSAGE_TIMEOUT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type }, [channel.port2]);
  });
}

/** Sign-out or another user: the worker deletes the answers it kept for the previous session. */
export const clearPersonalRuntimeCache = (): Promise<void> => tellWorker(SW_MESSAGES.clearPersonal);
