/** What this browser allows for Web Push (issue 22), in the order the setting explains it. */
export type PushAvailability =
  /** No service worker, PushManager or Notification API (e.g. iPhone Safari outside an installed app). */
  | 'unsupported'
  /** The reader (or a policy) blocked notifications for this site: only the browser's settings can undo it. */
  | 'denied'
  /** Allowed, or not asked yet (asked when push is turned on). */
  | 'available';

export function pushAvailability(): PushAvailability {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  )
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

/** PushManager.subscribe takes the VAPID key as bytes; the server gives it as base64url text. */
export function base64UrlToBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const text = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** The worker that receives pushes; null where none is registered (a development server without one). */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This browser's push subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await pushRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}
