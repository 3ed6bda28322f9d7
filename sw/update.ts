import { SW_MESSAGES } from './cache-names';

declare let self: ServiceWorkerGlobalScope;

/**
 * registerType 'prompt': a new worker waits until the user presses Reload in the update banner, which
 * posts SKIP_WAITING (workbox-window `messageSkipWaiting`); the pages the old worker controlled then switch
 * to it and reload (src/lib/service-worker.ts).
 *
 * No `clients.claim()`: a page opened before any worker existed keeps talking to the network until its
 * next load instead of changing hands mid-session (its data is already in the persisted query cache).
 */
export function registerUpdateHandling(): void {
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  });
}
