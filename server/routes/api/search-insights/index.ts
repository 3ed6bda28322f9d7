import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { INSIGHTS_DEFAULTS, type InsightsOptions } from '../../../insights/insights-config.js';
import type { InsightsProvider } from '../../../insights/insights-provider.js';
import { createOverviewService } from '../../../insights/overview-service.js';
import { errorBody } from '../../../plugins/errors.js';
import { ErrorResponse } from '../../../schemas/common.js';
import { SearchInsightsEvents, SearchInsightsQuery } from '../../../schemas/search-insights.js';
import { eventStream } from './event-stream.js';
import { readFacetFilterParam } from './facet-filter-param.js';

export type SearchInsightsRouteOptions = Partial<InsightsOptions> & {
  /** Replaces the configured writer (tests). */
  provider?: InsightsProvider;
};

/**
 * The streamed 'Results Overview & Suggestions' of a bill text search (spec §7, issue 9 contract B):
 * parameters and key are checked before the stream starts (400/403 as JSON); then status and chunk
 * events, ending with done, or with error for results that expired or a writer that failed.
 */
const searchInsightsRoutes: FastifyPluginAsyncTypebox<SearchInsightsRouteOptions> = async (app, options) => {
  const overviews = createOverviewService(app.searchService, { ...INSIGHTS_DEFAULTS, ...options }, app.log);

  app.get(
    '/api/search_insights',
    {
      schema: {
        summary: "A stream (text/event-stream) of the overview of a bill text search's cached results",
        querystring: SearchInsightsQuery,
        response: {
          200: { content: { 'text/event-stream': { schema: SearchInsightsEvents } } },
          400: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { cache_id: cacheId, page, per_page: perPage } = request.query;
      const header = request.headers['x-algolia-api-key'];
      const apiKey = request.query.key ?? (typeof header === 'string' && header ? header : undefined);
      if (!apiKey)
        return reply
          .status(400)
          .send(
            errorBody(
              400,
              'querystring.key is required (the search API key; or the x-algolia-api-key header)',
            ),
          );
      const facetFilters = readFacetFilterParam(request.query.facetFilters);
      if (!facetFilters.ok) return reply.status(400).send(errorBody(400, facetFilters.message));

      const opened = await overviews.open({
        cacheId,
        apiKey,
        page,
        perPage,
        facetFilters: facetFilters.value,
        facetFilter: facetFilters.filter,
      });
      if ('forbidden' in opened) return reply.status(403).send(errorBody(403, opened.forbidden));
      // `x-accel-buffering: no`: a reverse proxy (nginx) must pass each event on as it comes.
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .send(eventStream(opened.events) as unknown as string); // piped as it is written, never serialised
    },
  );
};

export default searchInsightsRoutes;
