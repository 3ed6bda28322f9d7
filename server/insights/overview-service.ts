// The results overview (contract B): checks the search key against the cached results, then streams the
// overview of them: replayed from the overview cache, or written by the provider and kept once finished.
import { BILL_MATCHES_INDEX } from '../search/bill-matches/bill-matches.js';
import { SearchError } from '../search/engine/search-error.js';
import type { FilterNode } from '../search/filters/filter-ast.js';
import { canUseIndex, type Access } from '../search/keys/access.js';
import { INDEX_NOT_ALLOWED, METHOD_NOT_ALLOWED } from '../search/keys/authorizer.js';
import type { CachedResults } from '../search/results-cache/results-cache.js';
import type { SearchService } from '../search/search-service.js';
import { createGroundedProvider } from './grounded/grounded-provider.js';
import type { InsightsOptions } from './insights-config.js';
import type { InsightsProvider } from './insights-provider.js';
import { createChatCompletionsProvider } from './llm/chat-completions-provider.js';
import { createOverviewCache } from './overview-cache.js';
import { done, failure, type OverviewEvent, type ProviderEvent } from './overview-events.js';
import { loadResultSet } from './result-set.js';

export interface OverviewRequest {
  cacheId: string;
  apiKey: string;
  page: number;
  perPage: number;
  /** As sent (for the overview cache's key) and parsed. */
  facetFilters?: unknown;
  facetFilter: FilterNode;
}

export type OpenedOverview =
  { forbidden: string } | { events: (signal: AbortSignal) => AsyncGenerator<OverviewEvent> };

// What the user reads in the panel's error event (the client closes silently, spec §8, but it is logged
// and may be shown in the future).
export const EXPIRED_RESULTS =
  'These search results are no longer available. Search again to get an overview of them.';
const NOT_BILL_MATCHES = `An overview is written for bill text searches (the ${BILL_MATCHES_INDEX} index) only.`;
const PROVIDER_FAILED = 'The overview could not be written just now. Please try again later.';

export function createOverviewService(
  search: SearchService,
  options: InsightsOptions & { provider?: InsightsProvider },
  log: { warn(details: object, message: string): void },
) {
  const provider =
    options.provider ?? (options.llm ? createChatCompletionsProvider(options.llm) : createGroundedProvider());
  const overviews = createOverviewCache(options.cacheEntries);

  async function* write(
    request: OverviewRequest,
    cached: CachedResults | undefined,
    signal: AbortSignal,
  ): AsyncGenerator<OverviewEvent> {
    if (!cached || cached.indexName !== BILL_MATCHES_INDEX) {
      yield failure(cached ? NOT_BILL_MATCHES : EXPIRED_RESULTS);
      return;
    }
    const stored = overviews.get(request);
    if (stored) {
      yield* stored;
      yield done();
      return;
    }
    const written: ProviderEvent[] = [];
    try {
      const results = await loadResultSet(search.engine, cached, request);
      for await (const event of provider.overview(results, signal)) {
        if (signal.aborted) return;
        written.push(event);
        yield event;
      }
    } catch (error) {
      if (signal.aborted) return;
      log.warn({ err: error, provider: provider.name }, 'results overview failed');
      yield failure(PROVIDER_FAILED);
      return;
    }
    if (signal.aborted) return;
    overviews.set(request, written);
    yield done();
  }

  return {
    /** 'forbidden' unless the key may search the results' index; otherwise the overview's events. */
    async open(request: OverviewRequest): Promise<OpenedOverview> {
      let access: Access;
      try {
        access = search.authenticate({ apiKey: request.apiKey, appId: search.appId });
      } catch (error) {
        if (error instanceof SearchError) return { forbidden: error.message };
        throw error;
      }
      if (!access.acl.has('search')) return { forbidden: METHOD_NOT_ALLOWED };
      // Unknown or expired results are not the key's fault: the stream says so (contract B).
      const cached = await search.resultsCache.get(request.cacheId);
      if (cached && !canUseIndex(access, cached.indexName)) return { forbidden: INDEX_NOT_ALLOWED };
      return { events: (signal) => write(request, cached, signal) };
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
