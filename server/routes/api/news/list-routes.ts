import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorBody } from '../../../plugins/errors.js';
import { ErrorResponse } from '../../../schemas/common.js';
import { NEWS_PAGE_SIZE, NewsListPage, NewsListQuery } from '../../../schemas/news.js';
import { presentNewsItems, presentPressListItem } from './present-news.js';
import { PUBLIC_NEWS_CACHE } from './summary-routes.js';

const newsListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Spec §7 writes the path with a trailing slash; answer both spellings rather than redirect a phone.
  for (const url of ['/api/news/list/', '/api/news/list']) {
    app.get(
      url,
      {
        schema: {
          summary:
            'Articles (display=news, optionally of one category) or press releases (display=press), newest ' +
            `first, ${NEWS_PAGE_SIZE} a page; an empty page ends the list`,
          querystring: NewsListQuery,
          response: { 200: NewsListPage, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const { display, page, category } = request.query;
        const window = { limit: NEWS_PAGE_SIZE, offset: (page - 1) * NEWS_PAGE_SIZE };
        if (display === 'press') {
          if (category !== undefined) {
            // Press releases carry their office's own label, not a news category id.
            return reply
              .status(400)
              .send(errorBody(400, 'querystring.category is only allowed with display=news'));
          }
          reply.header('cache-control', PUBLIC_NEWS_CACHE);
          const rows = await app.repos.pressReleases.page(window);
          return { data: rows.map(presentPressListItem) };
        }
        if (category !== undefined && !(await app.repos.news.categoryExists(category))) {
          return reply.status(404).send(errorBody(404, `No news category with id ${category}`));
        }
        reply.header('cache-control', PUBLIC_NEWS_CACHE);
        const rows = await app.repos.news.page({ categoryId: category, ...window });
        const bills = await app.repos.news.billsOf(rows.map((row) => row.id));
        return { data: presentNewsItems(rows, bills) };
      },
    );
  }
};

export default newsListRoutes;
