import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../../plugins/auth.js';
import billChoiceRoutes from './bill-choice-routes.js';
import boardRoutes from './board-routes.js';
import cardRoutes from './card-routes.js';

/**
 * Whipboards (spec §2, §7, issue 7). Paths: JSON under /api/whipboards for the boards themselves; the
 * spec's card calls stay at PATCH /whipboard/{entryId}, PUT /whipboard/updateAll and POST
 * /whipboard/reset/{id}. Every GET under /whipboard/ is an app page (the board itself lives at
 * /app/whipboards/{id}, which the service worker can serve offline), so pages and API never collide.
 */
const whipboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Signed out is 401 before the body is validated: there is nothing to correct without an account.
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });
  await app.register(boardRoutes);
  await app.register(billChoiceRoutes);
  await app.register(cardRoutes);
};

export default whipboardRoutes;
