import type { FastifyInstance } from 'fastify';
import { parseGetObjectsBody } from '../../search/protocol/index-requests.js';
import {
  BROWSE_FIELDS,
  FACET_SEARCH_FIELDS,
  parseMultiQueryRequest,
  type FacetSearchParams,
} from '../../search/protocol/multi-query.js';
import { parseQueryStringParams, parseSearchBody } from '../../search/protocol/search-params.js';
import { credentialsOf, queryOf, requireAllIndexes } from './request-context.js';

type IndexParams = { Params: { index: string } };

/**
 * Search bodies are small (InstantSearch's largest, one query per tab and refined facet, is a few KB);
 * Algolia allows far more (50 MB) but a search never needs it, and every byte is parsed on the event loop.
 */
const SEARCH_BODY_LIMIT = 1024 * 1024;
const read = { bodyLimit: SEARCH_BODY_LIMIT };

/** Searches, facet-value searches, browsing and getObjects (specs/search/paths/search/*, objects/getObjects). */
export default async function searchRoutes(app: FastifyInstance) {
  const search = app.searchService;

  app.post<IndexParams>('/1/indexes/:index/queries', read, async (request) => {
    requireAllIndexes(request.params.index);
    const access = search.authorize(credentialsOf(request), 'search');
    return search.multipleQueries(access, parseMultiQueryRequest(request.body));
  });

  app.post<IndexParams>('/1/indexes/:index/query', read, async (request) => {
    const { index } = request.params;
    const access = search.authorize(credentialsOf(request), 'search', index);
    return search.search(access, index, parseSearchBody(request.body));
  });

  app.post<{ Params: { index: string; facet: string } }>(
    '/1/indexes/:index/facets/:facet/query',
    read,
    async (request) => {
      const { index, facet } = request.params;
      const access = search.authorize(credentialsOf(request), 'search', index);
      return search.searchForFacetValues(
        access,
        index,
        facet,
        parseSearchBody(request.body, FACET_SEARCH_FIELDS) as FacetSearchParams,
      );
    },
  );

  app.post<IndexParams>('/1/indexes/:index/browse', read, async (request) => {
    const { index } = request.params;
    const access = search.authorize(credentialsOf(request), 'browse', index);
    return search.browse(access, index, parseSearchBody(request.body, BROWSE_FIELDS));
  });

  app.get<IndexParams>('/1/indexes/:index/browse', read, async (request) => {
    const { index } = request.params;
    const access = search.authorize(credentialsOf(request), 'browse', index);
    return search.browse(access, index, parseQueryStringParams(queryOf(request), BROWSE_FIELDS));
  });

  app.post<IndexParams>('/1/indexes/:index/objects', read, async (request) => {
    requireAllIndexes(request.params.index);
    const access = search.authorize(credentialsOf(request), 'search');
    return search.getObjects(access, parseGetObjectsBody(request.body));
  });
}
