import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../../plugins/auth.js';
import { acceptFormBodies } from './form-body.js';
import trackingListBillRoutes from './list-bill-routes.js';
import trackingListRoutes from './list-routes.js';
import trackingSpecRoutes from './spec-routes.js';
import trackedBillsRoutes from './tracked-bills-routes.js';

/** Bill tracking (spec §2, §6, §7): login-protected lists of bills, the dialog and "My bills". */
const trackingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);
  // Signed out is 401 before the body is even read: there is nothing to correct without an account, and
  // an anonymous request must not make the server parse a large form first.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  await app.register(trackingListRoutes);
  await app.register(trackingListBillRoutes);
  await app.register(trackingSpecRoutes);
  await app.register(trackedBillsRoutes);
};

export default trackingRoutes;
