import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import type { PushPayload } from '../../server/schemas/notifications';

/** The id DevTools knows the app's service worker registration by (its ServiceWorker domain, enabled). */
async function registrationId(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((candidate) => candidate.scopeURL === scope);
      if (registration && !registration.isDeleted) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/**
 * A Web Push message as the push service would hand it to the browser: DevTools delivers it to the app's
 * service worker, whose `push` handler runs as for a real one (issue 22).
 */
export async function deliverPush(context: BrowserContext, page: Page, payload: PushPayload | string) {
  const cdp = await context.newCDPSession(page);
  try {
    const { origin } = new URL(page.url());
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId(cdp, `${origin}/`),
      data: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  } finally {
    await cdp.detach();
  }
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  data: unknown;
}

/** The notifications the app's service worker shows now. */
export const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, icon, data }) => ({
      title,
      body,
      tag,
      icon,
      data: data as unknown,
    }));
  });

/**
 * A tap on the shown notification with this tag: a `notificationclick` dispatched in the service worker
 * (headless Chromium has no notification to tap), which runs the worker's own handler.
 */
export async function tapNotification(context: BrowserContext, tag: string): Promise<void> {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker is running');
  await worker.evaluate(async (wanted) => {
    // The worker's globals, which this file's DOM typings do not have.
    interface WorkerScope {
      registration: { getNotifications(filter: { tag: string }): Promise<Notification[]> };
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      dispatchEvent(event: Event): boolean;
    }
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`no notification tagged ${wanted}`);
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  }, tag);
}
