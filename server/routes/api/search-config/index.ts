import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SearchClientConfig } from '../../../schemas/search-config.js';
import { SEARCH_INDEXES } from '../../../search/indexer/index-definitions.js';

export interface SearchConfigRouteOptions {
  /** When the app searches hosted Algolia instead of the embedded engine. */
  hosted?: { appId: string; searchApiKey?: string };
}

const searchConfigRoutes: FastifyPluginAsyncTypebox<SearchConfigRouteOptions> = async (app, options) => {
  app.get(
    '/api/search/config',
    {
      schema: {
        summary: "The search client's application id, search-only key and host",
        response: { 200: SearchClientConfig },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const hosted = options.hosted;
      const indexes = [...SEARCH_INDEXES];
      return hosted?.searchApiKey
        ? { appId: hosted.appId, apiKey: hosted.searchApiKey, embedded: false, indexes }
        : { appId: app.searchService.appId, apiKey: app.searchService.searchApiKey, embedded: true, indexes };
    },
  );
};

export default searchConfigRoutes;
