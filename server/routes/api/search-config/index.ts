import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SearchClientConfig } from '../../../schemas/search-config.js';
import { BILL_MATCHES_INDEX } from '../../../search/bill-matches/bill-matches.js';
import { SEARCH_INDEXES } from '../../../search/indexer/index-definitions.js';
import { searchPageConfigFromEnv } from '../../../search/page-config.js';

export interface SearchConfigRouteOptions {
  /** When the app searches hosted Algolia instead of the embedded engine. */
  hosted?: { appId: string; searchApiKey?: string };
  /** The search pages' layout (server/config.ts reads it from the environment); defaults when omitted. */
  page?: SearchClientConfig['page'];
}

const searchConfigRoutes: FastifyPluginAsyncTypebox<SearchConfigRouteOptions> = async (app, options) => {
  const page = options.page ?? searchPageConfigFromEnv({});
  app.get(
    '/api/search/config',
    {
      schema: {
        summary: "The search client's application id, search-only key and host, and the search pages' layout",
        response: { 200: SearchClientConfig },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const hosted = options.hosted;
      // bill_matches is the embedded engine's virtual index (grouped bill text search, issue 9).
      const common = { indexes: [...SEARCH_INDEXES, BILL_MATCHES_INDEX], page };
      return hosted?.searchApiKey
        ? { appId: hosted.appId, apiKey: hosted.searchApiKey, embedded: false, ...common }
        : {
            appId: app.searchService.appId,
            apiKey: app.searchService.searchApiKey,
            embedded: true,
            ...common,
          };
    },
  );
};

export default searchConfigRoutes;
