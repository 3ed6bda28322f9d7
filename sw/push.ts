import type { PushPayload, PushSubscriptionBody } from '../server/schemas/notifications';
import { flushReads, NOTICE_READS_SYNC_TAG, queueRead } from './notice-reads';
import { MARK_READ_PATH, NOTICE_ARRIVED_MESSAGE, NOTIFICATION_ICON } from './push-messages';

declare let self: ServiceWorkerGlobalScope;

/** `pushsubscriptionchange` is missing from TypeScript's WebWorker library. */
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}

/** What the notification keeps for its tap. */
interface NoticeData {
  id: number;
  url: string;
}

const JSON_HEADERS = {
  Accept: 'application/json',
  'Content-Type': 'application/json',
  'X-Requested-With': 'XMLHttpRequest',
};

/** A push's JSON as the server sends it (server/schemas/notifications.ts PushPayload); null otherwise. */
export function readPayload(data: PushMessageData | null): PushPayload | null {
  let payload: unknown;
  try {
    payload = data?.json();
  } catch {
    return null;
  }
  const candidate = payload as Partial<PushPayload> | null | undefined;
  if (
    typeof candidate?.id !== 'number' ||
    typeof candidate.title !== 'string' ||
    typeof candidate.body !== 'string' ||
    typeof candidate.url !== 'string' ||
    typeof candidate.tag !== 'string'
  )
    return null;
  return candidate as PushPayload;
}

/** Only a page of this app opens from a notification, whatever a payload says. */
export function appUrl(url: string): string {
  const resolved = new URL(url, self.location.origin);
  return resolved.origin === self.location.origin ? resolved.href : self.location.origin + '/';
}

/** The session's CSRF token, asked for now (as whipboard-sync.ts does): none is stored in the worker. */
async function csrfToken(): Promise<string | null> {
  const response = await fetch('/api/auth/session', { credentials: 'same-origin', headers: JSON_HEADERS });
  if (!response.ok) throw new Error(`session answered ${response.status}`);
  return ((await response.json()) as { csrfToken?: string }).csrfToken ?? null;
}

/** A write of the signed-in reader's, with the CSRF header every mutating request needs. */
async function send(method: 'POST' | 'DELETE', path: string, body: unknown): Promise<Response> {
  const token = await csrfToken();
  return fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { ...JSON_HEADERS, ...(token ? { 'X-CSRF-Token': token } : {}) },
    body: JSON.stringify(body),
  });
}

async function tellPages(message: { type: string }): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

/** Shows the notice; its tag is the inbox item's, so the same notice replaces itself instead of showing twice. */
async function showNotice(payload: PushPayload): Promise<void> {
  const data: NoticeData = { id: payload.id, url: payload.url };
  await self.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_ICON,
    data,
  });
  await tellPages({ type: NOTICE_ARRIVED_MESSAGE });
}

/** Shows `url` in an open window of the app (focused), or in a new one. */
async function openPage(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    // Focus needs the tap's permission; the page still moves to the url without it.
    await open.focus().catch(() => undefined);
    // A window the worker does not control cannot be navigated by it; a new one then shows the page.
    const navigated = await open.navigate(url).catch(() => null);
    if (navigated) return;
  }
  await self.clients.openWindow(url);
}

/** Background Sync is missing from TypeScript's WebWorker library (Chromium has it; others do not). */
interface SyncManagerRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Background Sync's event, also missing from the library. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** One mark-read request; a network failure throws, so the reads stay queued. */
async function sendReads(ids: number[]): Promise<'sent' | 'refused'> {
  const response = await send('POST', MARK_READ_PATH, { ids });
  if (response.status >= 500) throw new Error(`mark read answered ${response.status}`);
  if (response.ok) await tellPages({ type: NOTICE_ARRIVED_MESSAGE });
  return response.ok ? 'sent' : 'refused';
}

/** Sends the reads queued while offline; a failure leaves them queued for the next chance. */
async function sendQueuedReads(): Promise<void> {
  await flushReads(sendReads).catch(() => undefined);
}

/** Marks the tapped item read; without a connection the read is queued and sent later. */
async function markRead(id: number): Promise<void> {
  await queueRead(id);
  try {
    await flushReads(sendReads);
  } catch {
    await (self.registration as SyncManagerRegistration).sync
      ?.register(NOTICE_READS_SYNC_TAG)
      .catch(() => undefined);
  }
}

async function openNotice(notification: Notification): Promise<void> {
  notification.close();
  const data = notification.data as Partial<NoticeData> | null;
  const url = appUrl(typeof data?.url === 'string' ? data.url : '/app/inbox');
  await Promise.all([
    openPage(url),
    typeof data?.id === 'number' && data.id > 0 ? markRead(data.id) : undefined,
  ]);
}

/**
 * The push service replaced (or dropped) this browser's subscription: subscribe again with the server's
 * key and tell the server, so pushes keep arriving without the reader opening the app.
 */
async function renewSubscription(event: PushSubscriptionChangeEvent): Promise<void> {
  let subscription = event.newSubscription;
  if (!subscription) {
    const response = await fetch('/api/push/key', { credentials: 'same-origin', headers: JSON_HEADERS });
    if (!response.ok) return; // signed out or no push on this server: nothing to renew
    const { public_key } = (await response.json()) as { public_key: string };
    subscription = await self.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: public_key,
    });
  }
  await send('POST', '/api/push/subscriptions', subscription.toJSON() as PushSubscriptionBody);
  if (event.oldSubscription && event.oldSubscription.endpoint !== subscription.endpoint)
    await send('DELETE', '/api/push/subscriptions', { endpoint: event.oldSubscription.endpoint }).catch(
      () => undefined,
    );
}

/** Web Push (issue 22): show what arrives, open its page on a tap, keep the subscription alive. */
export function registerPush(): void {
  self.addEventListener('push', (event) => {
    const payload = readPayload(event.data);
    // A push must show something (userVisibleOnly); one that cannot be read still points at the inbox.
    const notice = payload ?? {
      id: 0,
      title: 'Statehouse',
      body: 'Something you follow moved.',
      url: '/app/inbox',
      tag: 'statehouse',
    };
    // A push means a connection: reads queued while offline go out with it.
    event.waitUntil(Promise.all([showNotice(notice), sendQueuedReads()]));
  });
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === NOTICE_READS_SYNC_TAG) sync.waitUntil(flushReads(sendReads));
  });
  self.addEventListener('notificationclick', (event) => {
    const opening = openNotice(event.notification);
    // Only the browser's own event can be kept alive (a dispatched one, as e2e taps, throws); both open.
    if (event.isTrusted) event.waitUntil(opening);
  });
  self.addEventListener('pushsubscriptionchange', (event) => {
    const change = event as PushSubscriptionChangeEvent;
    change.waitUntil(renewSubscription(change));
  });
}
