import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** When this device last had a connection, kept across reloads so a reopened offline app can say "since". */
const LAST_ONLINE_KEY = 'statehouse.last-online-at';

function writeLastOnline(): void {
  try {
    localStorage.setItem(LAST_ONLINE_KEY, String(Date.now()));
  } catch {
    // storage blocked: the banner then leaves out "since when"
  }
}

function readLastOnline(): number | null {
  try {
    const stored = Number(localStorage.getItem(LAST_ONLINE_KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

let tracking = false;

/** Records "last online" while online, when the page hides, and at the moment the connection drops. */
function trackLastOnline(): void {
  if (tracking) return;
  tracking = true;
  let wasOnline = onlineManager.isOnline();
  if (wasOnline) writeLastOnline();
  onlineManager.subscribe((online) => {
    if (online || wasOnline) writeLastOnline();
    wasOnline = online;
  });
  document.addEventListener('visibilitychange', () => {
    if (onlineManager.isOnline()) writeLastOnline();
  });
}

const subscribe = (listener: () => void) => {
  trackLastOnline();
  return onlineManager.subscribe(listener);
};

/**
 * The same connectivity TanStack Query pauses on (the browser's online/offline, read at start-up too,
 * see lib/query-client.ts): true when online.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** When the connection was last seen, while offline; null when online or never recorded. */
export function useOfflineSince(): number | null {
  const online = useOnlineStatus();
  return online ? null : readLastOnline();
}
