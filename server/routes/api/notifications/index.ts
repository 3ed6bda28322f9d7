import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppSecrets } from '../../../notifications/app-secrets.js';
import { requireUser } from '../../../plugins/auth.js';
import followsRoutes from './follows-routes.js';
import inboxRoutes from './inbox-routes.js';
import pushRoutes from './push-routes.js';
import settingsRoutes from './settings-routes.js';
import unsubscribeRoutes from './unsubscribe-routes.js';

/** Issue 22: follows, the inbox, delivery settings, Web Push subscriptions, and unsubscribe links. */
export interface NotificationRouteOptions {
  secrets: AppSecrets;
  /** Let readers register http and local push endpoints (the test push service): tests and e2e only. */
  allowLocalPushEndpoints?: boolean;
}

const notificationRoutes: FastifyPluginAsyncTypebox<NotificationRouteOptions> = async (
  app,
  { secrets, allowLocalPushEndpoints = false },
) => {
  // Signed-out readers get 401 before their bodies are read, like the other personal routes; the push
  // key and unsubscribe links are public (the key is, and the links carry their own authority).
  await app.register(async (personal) => {
    personal.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/push/key')) return;
      requireUser(request);
    });
    await personal.register(followsRoutes);
    await personal.register(inboxRoutes);
    await personal.register(settingsRoutes);
    await personal.register(pushRoutes, { secrets, allowLocalEndpoints: allowLocalPushEndpoints });
  });
  await app.register(unsubscribeRoutes, { secrets });
};

export default notificationRoutes;
