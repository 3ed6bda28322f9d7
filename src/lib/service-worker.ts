import { Workbox } from 'workbox-window';

type Listener = () => void;

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

/** Registers /sw.js in production builds; dev and tests never run a service worker. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setWaiting(workbox));
  void workbox.register().then((registration) => {
    // Lets e2e tests see that registration succeeded without a global handle on the worker.
    if (registration) document.documentElement.dataset.swState = 'registered';
  });
}

/** Activates the waiting version and reloads once it controls the page. */
export function applyUpdate(): void {
  const workbox = waitingWorkbox;
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
