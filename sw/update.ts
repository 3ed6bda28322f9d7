declare let self: ServiceWorkerGlobalScope;

/**
 * registerType 'prompt': a new worker waits until the user presses Reload in the update banner, which
 * posts SKIP_WAITING (workbox-window `messageSkipWaiting`); it then takes control of open pages.
 */
export function registerUpdateHandling(): void {
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  });
  self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
}
