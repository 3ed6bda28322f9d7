import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import newsListRoutes from './list-routes.js';
import myNewsCategoriesRoutes from './my-categories-routes.js';
import newsPreviewRoutes from './preview-routes.js';
import newsSummaryRoutes from './summary-routes.js';

/**
 * Spec §7 news calls: summary, by category, the paged article/press list and the modal preview parts;
 * and the signed-in user's own categories.
 */
const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(newsSummaryRoutes);
  await app.register(newsListRoutes);
  await app.register(newsPreviewRoutes);
  await app.register(myNewsCategoriesRoutes);
};

export default newsRoutes;
