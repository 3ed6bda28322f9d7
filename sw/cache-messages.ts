import { SW_MESSAGES } from './cache-names';
import { clearPersonalCache } from './personal-cache';

declare let self: ServiceWorkerGlobalScope;

/**
 * The page asks for the personal cache to be dropped (sign-out, another user); the answer on the message's
 * port lets it wait until nothing of the previous session can be served any more.
 */
export function registerCacheMessages(): void {
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type !== SW_MESSAGES.clearPersonal) return;
    const reply = clearPersonalCache().then(
      () => event.ports[0]?.postMessage({ type: SW_MESSAGES.clearPersonal, ok: true }),
      () => event.ports[0]?.postMessage({ type: SW_MESSAGES.clearPersonal, ok: false }),
    );
    event.waitUntil(reply);
  });
}
