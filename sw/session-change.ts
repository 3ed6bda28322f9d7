import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { clearPersonalCache } from './personal-cache';

declare let self: ServiceWorkerGlobalScope;

/** Requests after which a different person (or nobody) is signed in. */
const SESSION_CHANGES = /^\/api\/auth\/(signin|signout|signup|passkeys\/authentication)$/;

/**
 * The worker drops the personal cache itself as soon as a sign-in or sign-out succeeds, so one user's
 * answers are never served to the next even if the page's own message (lib/service-worker.ts) is lost.
 */
export function registerSessionChangeGuard(): void {
  registerRoute(
    ({ url, request }) =>
      request.method === 'POST' && url.origin === self.location.origin && SESSION_CHANGES.test(url.pathname),
    new NetworkOnly({
      plugins: [
        {
          fetchDidSucceed: async ({ response }) => {
            if (response.ok) await clearPersonalCache();
            return response;
          },
        },
      ],
    }),
    'POST',
  );
}
