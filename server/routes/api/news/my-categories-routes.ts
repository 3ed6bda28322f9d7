import { markPersonal } from '../../../lib/personal-response.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../../plugins/auth.js';
import { errorBody } from '../../../plugins/errors.js';
import { ErrorResponse } from '../../../schemas/common.js';
import { MyNewsCategories, UpdateMyNewsCategoriesBody } from '../../../schemas/news-categories.js';

/** The news categories a signed-in user follows; GET /api/news then shows only those (spec §2 Edit). */
const myNewsCategoriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { newsCategories } = app.repos;
  const present = async (userId: number) => ({
    categories: (await newsCategories.selected(userId)).map((row) => ({
      id: row.id,
      category_name: row.name,
    })),
  });
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get(
    '/api/news/categories/mine',
    {
      schema: {
        summary: 'The news categories you follow, by name',
        response: { 200: MyNewsCategories, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      markPersonal(reply);
      return present(user.id);
    },
  );

  app.put(
    '/api/news/categories/mine',
    {
      schema: {
        summary: 'Replaces the categories you follow (an empty list follows none)',
        body: UpdateMyNewsCategoriesBody,
        response: {
          200: MyNewsCategories,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const categoryIds = [...new Set(request.body.category_ids)];
      const existing = await newsCategories.existingIds(categoryIds);
      const missing = categoryIds.find((id) => !existing.has(id));
      if (missing !== undefined)
        return reply.code(404).send(errorBody(404, `No news category with id ${missing}.`));
      await newsCategories.replace(user.id, categoryIds);
      return present(user.id);
    },
  );
};

export default myNewsCategoriesRoutes;
