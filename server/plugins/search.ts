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
     * The embedded search service (engine replicas in worker threads, store, keys, results cache); the /1
     * routes use it. `searchService.ready` resolves once every index is loaded. Not `app.search`: Fastify 5
     * already has that, the route shorthand for the HTTP SEARCH method.
     */
    searchService: SearchService;
  }
}

/**
 * Starts the search service (its indexes load in worker threads while the app starts; searches wait for
 * them) and closes it, after a final snapshot, when the app closes.
 */
async function searchPlugin(app: FastifyInstance, options: SearchServiceOptions) {
  const started = performance.now();
  const service = createSearchService({
    ...options,
    warn: (message, details) => app.log.warn(details, message),
  });
  service.ready.then(
    () => app.log.info({ ms: Math.round(performance.now() - started) }, 'search indexes loaded'),
    () => {}, // the service has logged why
  );
  app.decorate('searchService', service);
  app.addHook('onClose', async () => service.close());
}

export default fp(searchPlugin, { name: 'search' });
