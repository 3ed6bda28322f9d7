import { markPersonal } from '../../../lib/personal-response.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../../schemas/common.js';
import {
  CategorizedNews,
  NEWS_PER_CATEGORY,
  NEWS_SUMMARY_LIMIT,
  NewsCategoryList,
  NewsChamberQuery,
  NewsSummary,
} from '../../../schemas/news.js';
import { groupByDay, presentNewsItems } from './present-news.js';

/** Public news changes a few times a day: a minute of freshness spares dashboard reloads a round trip. */
export const PUBLIC_NEWS_CACHE = 'public, max-age=60';

const newsSummaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const withBills = async (rows: Awaited<ReturnType<typeof app.repos.news.latest>>) =>
    presentNewsItems(rows, await app.repos.news.billsOf(rows.map((row) => row.id)));

  app.get(
    '/api/news',
    {
      schema: {
        summary:
          "The latest news for the summary card, grouped by day: a signed-in user's categories, or every " +
          'category for visitors',
        querystring: NewsChamberQuery,
        response: { 200: NewsSummary, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      // The answer depends on who asks: never let a shared cache hand one user's selection to another.
      markPersonal(reply);
      const { chamber } = request.query;
      const user = request.user;
      const categoryIds = user ? await app.repos.news.selectedCategoryIds(user.id) : undefined;
      const rows = await app.repos.news.latest({ chamber, categoryIds, limit: NEWS_SUMMARY_LIMIT });
      return {
        signed_in: user !== null,
        no_categories_selected: categoryIds?.length === 0,
        days: groupByDay(await withBills(rows)),
      };
    },
  );

  app.get(
    '/api/news/categorized',
    {
      schema: {
        summary: `The newest ${NEWS_PER_CATEGORY} items of each news category, categories by name`,
        querystring: NewsChamberQuery,
        response: { 200: CategorizedNews, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_NEWS_CACHE);
      const rows = await app.repos.news.latestPerCategory({
        chamber: request.query.chamber,
        perCategory: NEWS_PER_CATEGORY,
      });
      const groups: CategorizedNews = [];
      for (const item of await withBills(rows)) {
        if (!item.category) continue; // the query only returns categorised items; this narrows the type
        const group = groups.at(-1);
        if (group?.category.id === item.category.id) group.items.push(item);
        else groups.push({ category: item.category, items: [item] });
      }
      return groups;
    },
  );

  app.get(
    '/api/news/categories',
    {
      schema: {
        summary: 'Every news category, by name (titles of the by-category pages, the category picker)',
        response: { 200: NewsCategoryList },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_NEWS_CACHE);
      const rows = await app.repos.news.categories();
      return rows.map((row) => ({ id: row.id, category_name: row.name }));
    },
  );
};

export default newsSummaryRoutes;
