import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StateRequiredError } from '../../../jurisdictions/jurisdiction-context.js';
import { ErrorResponse } from '../../../schemas/common.js';
import {
  DEFAULT_SEARCH_CLIENT_TIMEOUTS,
  SearchClientConfig,
  type SearchClientTimeouts,
} from '../../../schemas/search-config.js';
import { BILL_MATCHES_INDEX } from '../../../search/bill-matches/bill-matches.js';
import { SEARCH_INDEXES } from '../../../search/indexer/index-definitions.js';
import { generateSecuredApiKeyWithClient } from '../../../search/keys/client-secured-api-key.js';
import {
  defaultSessionsOf,
  searchPageConfigFromEnv,
  type SearchPageSettings,
} from '../../../search/page-config.js';

export interface SearchConfigRouteOptions {
  /** When the app searches hosted Algolia instead of the embedded engine. */
  hosted?: { appId: string; searchApiKey?: string };
  /** The operator's tabs and facets (server/config.ts reads them from the environment); defaults when omitted. */
  page?: SearchPageSettings;
  /** The browser search client's timeouts (server/config.ts SEARCH_CLIENT_*_TIMEOUT_MS); phone-sized defaults. */
  clientTimeouts?: SearchClientTimeouts;
  /** The search service of another process (SEARCH_URL): its application id and search-only key. */
  remote?: { appId: string; searchApiKey: string };
}

/** Secured keys are HMACs: made once per parent key and state. */
const keyCache = new Map<string, string>();

/**
 * The search-only key restricted to one state's records: every record has `state` (a filter-only facet),
 * and the restriction is ANDed into every query by the engine and by hosted Algolia alike, so a reader's
 * searches, facets and counts can never mix in another legislature.
 */
function stateSearchKey(parentApiKey: string, state: string): string {
  const cacheKey = `${parentApiKey}\u0000${state}`;
  let key = keyCache.get(cacheKey);
  if (!key) {
    key = generateSecuredApiKeyWithClient(parentApiKey, { filters: `state:${state}` });
    keyCache.set(cacheKey, key);
  }
  return key;
}

const searchConfigRoutes: FastifyPluginAsyncTypebox<SearchConfigRouteOptions> = async (app, options) => {
  const settings = options.page ?? searchPageConfigFromEnv({});
  const embedded = () => options.remote ?? app.searchService;
  app.get(
    '/api/search/config',
    {
      schema: {
        summary:
          "The search client's application id, a search-only key for the request's state, its host, its " +
          "timeouts, and the search pages' layout for that state",
        response: { 200: SearchClientConfig, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const state = request.jurisdiction;
      if (!state) throw new StateRequiredError((await app.jurisdictions()).map((s) => s.code));
      const hosted = options.hosted;
      const page = {
        ...settings,
        state: state.profile.searchLayout,
        defaultSessions: defaultSessionsOf(await app.repos.bills.sessionsNewestFirst()),
      };
      // bill_matches is the embedded engine's virtual index (grouped bill text search, issue 9).
      const common = {
        indexes: [...SEARCH_INDEXES, BILL_MATCHES_INDEX],
        timeouts: options.clientTimeouts ?? DEFAULT_SEARCH_CLIENT_TIMEOUTS,
        page,
        state: state.code,
      };
      return hosted?.searchApiKey
        ? {
            appId: hosted.appId,
            apiKey: stateSearchKey(hosted.searchApiKey, state.code),
            embedded: false,
            ...common,
          }
        : {
            appId: embedded().appId,
            apiKey: stateSearchKey(embedded().searchApiKey, state.code),
            embedded: true,
            ...common,
          };
    },
  );
};

export default searchConfigRoutes;
