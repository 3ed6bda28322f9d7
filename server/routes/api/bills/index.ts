import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import billDetailRoutes from './bill-detail-routes.js';
import billListRoutes from './bill-list-routes.js';
import billTabRoutes from './bill-tab-routes.js';
import billTextRoutes from './bill-text-routes.js';
import journalRoutes from './journal-routes.js';

/** Everything about bills: lists, the journal, a bill and its tabs, its text sections and amendments. */
const billRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(billListRoutes);
  await app.register(journalRoutes);
  await app.register(billDetailRoutes);
  await app.register(billTabRoutes);
  await app.register(billTextRoutes);
};

export default billRoutes;
