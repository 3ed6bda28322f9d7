import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createSearchService,
  type SearchService,
  type SearchServiceOptions,
} from '../search/search-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The embedded search service (engine, store, keys, results cache); the /1 routes use it. Not
     * `app.search`: Fastify 5 already has that, the route shorthand for the HTTP SEARCH method.
     */
    searchService: SearchService;
  }
}

/** Opens the search store at start and closes it (after a final snapshot) when the app closes. */
async function searchPlugin(app: FastifyInstance, options: SearchServiceOptions) {
  const service = createSearchService({
    ...options,
    warn: (message, details) => app.log.warn(details, message),
  });
  app.decorate('searchService', service);
  app.addHook('onClose', async () => service.close());
}

export default fp(searchPlugin, { name: 'search' });
