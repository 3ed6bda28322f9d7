import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorBody } from '../../../plugins/errors.js';
import { ErrorResponse, IdParams } from '../../../schemas/common.js';
import { NewsHtml } from '../../../schemas/news.js';
import { headlineHtml, introHtml } from './news-html.js';

/** An article's text does not change once published; five minutes saves re-opening a preview a request. */
const PREVIEW_CACHE = 'public, max-age=300';

const newsPreviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const parts = {
    intro: (row: { intro: string | null; full_text: string | null }) => introHtml(row.intro, row.full_text),
    headline: (row: { headline: string; external_url: string }) =>
      headlineHtml(row.headline, row.external_url),
  };
  for (const [part, render] of Object.entries(parts)) {
    app.get(
      `/api/news/:id/${part}`,
      {
        schema: {
          summary: `The ${part} of a news item as escaped HTML for the preview modal ({html})`,
          params: IdParams,
          response: { 200: NewsHtml, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const row = await app.repos.news.findById(request.params.id);
        if (!row) return reply.status(404).send(errorBody(404, `No news item with id ${request.params.id}`));
        reply.header('cache-control', PREVIEW_CACHE);
        return { html: render(row) };
      },
    );
  }
};

export default newsPreviewRoutes;
