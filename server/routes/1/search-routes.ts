import type { FastifyInstance } from 'fastify';
import { parseGetObjectsBody } from '../../search/protocol/index-requests.js';
import {
  BROWSE_FIELDS,
  FACET_SEARCH_FIELDS,
  parseMultiQueryRequest,
  type FacetSearchParams,
} from '../../search/protocol/multi-query.js';
import { parseQueryStringParams, parseSearchBody } from '../../search/protocol/search-params.js';
import { sendSharedBody } from '../../lib/send-shared-body.js';
import { SharedBodyCache } from '../../lib/shared-body-cache.js';
import { credentialsOf, queryOf, requireAllIndexes } from './request-context.js';

type IndexParams = { Params: { index: string } };

/**
 * Search bodies are small (InstantSearch's largest, one query per tab and refined facet, is a few KB);
 * Algolia allows far more (50 MB) but a search never needs it, and every byte is parsed on the event loop.
 */
const SEARCH_BODY_LIMIT = 1024 * 1024;
const read = { bodyLimit: SEARCH_BODY_LIMIT };

/**
 * Whole multi-query answers, as sent and compressed once, until the next write is published (issue 17:
 * a floor vote's crowd types the same words a keystroke at a time; compressing and serialising each
 * answer again was most of the API thread's work for a search). Keyed by the API key and the queries,
 * so a key restricted by filters never gets another key's answer.
 */
const REPEATED_ANSWERS = { maxEntries: 2000, maxBytes: 32 * 1024 * 1024 };
const JSON_TYPE = 'application/json; charset=utf-8';

/** Searches, facet-value searches, browsing and getObjects (specs/search/paths/search/*, objects/getObjects). */
export default async function searchRoutes(app: FastifyInstance) {
  const search = app.searchService;

  const repeated = new SharedBodyCache(REPEATED_ANSWERS);
  app.post<IndexParams>('/1/indexes/:index/queries', read, async (request, reply) => {
    requireAllIndexes(request.params.index);
    const credentials = credentialsOf(request);
    const access = search.authorize(credentials, 'search');
    const multiQuery = parseMultiQueryRequest(request.body);
    // A search for click analytics gets a queryID of its own: never a repeat.
    if (multiQuery.requests.some((query) => query.params.clickAnalytics))
      return search.multipleQueries(access, multiQuery);
    // The key (restrictions and all) and the queries as parsed; the minute, for rules' validity ranges.
    const key = `${credentials.apiKey}\n${Math.floor(Date.now() / 60_000)}\n${JSON.stringify(multiQuery)}`;
    const version = search.publishedSeq;
    const body =
      repeated.get(key, version) ??
      repeated.set(key, version, JSON.stringify(await search.multipleQueries(access, multiQuery)), JSON_TYPE);
    return sendSharedBody(reply, body, request.headers['accept-encoding']);
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
