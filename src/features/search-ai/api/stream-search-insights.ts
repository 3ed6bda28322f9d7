import { useEffect, useState } from 'react';
import { buildPath } from '../../../lib/api-client';

/** What the overview is about: a cached result set and the slice of it on screen (contract B). */
export interface SearchInsightsRequest {
  /** The `cache_id` of the search response. */
  cacheId: string;
  /** The search-only key the page searches with (the server checks it may search the cached index). */
  apiKey: string;
  /** 0-based. */
  page: number;
  perPage: number;
  /** Algolia facetFilters: one OR-group per attribute, e.g. [['chamber:senate'], ['session_name:2025-2026']]. */
  facetFilters: readonly (readonly string[])[];
}

/** GET /api/search_insights for a request (spec §7 'Streaming GET … with cache_id, the API key, page…'). */
export function searchInsightsUrl(request: SearchInsightsRequest): string {
  return buildPath('/api/search_insights', {
    cache_id: request.cacheId,
    key: request.apiKey,
    page: String(request.page),
    per_page: String(request.perPage),
    facetFilters: request.facetFilters.length > 0 ? JSON.stringify(request.facetFilters) : undefined,
  });
}

export interface SearchInsights {
  /** loading: nothing written yet; streaming: written in part; done; failed: the stream ended in error. */
  phase: 'loading' | 'streaming' | 'done' | 'failed';
  /** The latest `status` label while the stream is open (e.g. 'Finding recurring themes…'). */
  status: string | null;
  /** The `chunk` contents so far, appended. */
  markdown: string;
}

const STARTING: SearchInsights = { phase: 'loading', status: null, markdown: '' };

/** A chunk's content, or nothing from data that is not `{"content": "…"}`. */
function chunkContent(data: unknown): string {
  try {
    const content = (JSON.parse(String(data)) as { content?: unknown }).content;
    return typeof content === 'string' ? content : '';
  } catch {
    return '';
  }
}

/**
 * The streamed 'Results Overview & Suggestions' (spec §4 AI overview, §7) as Server-Sent Events: one
 * stream per request, the old one closed when the request changes. Closed on `done` (an open EventSource
 * would reconnect and start over) and on any error, silently (spec §8): the caller keeps what it has.
 */
export function useSearchInsights(request: SearchInsightsRequest | null): SearchInsights {
  const url = request ? searchInsightsUrl(request) : null;
  const [stored, setStored] = useState({ url, insights: STARTING });
  // A new request starts over while rendering, so no frame shows the previous overview as this one's.
  if (stored.url !== url) setStored({ url, insights: STARTING });

  useEffect(() => {
    if (!url) return;
    const source = new EventSource(url);
    const update = (change: (insights: SearchInsights) => SearchInsights) =>
      setStored((prev) => (prev.url === url ? { url, insights: change(prev.insights) } : prev));
    const end = (phase: 'done' | 'failed') => {
      source.close();
      update((insights) => ({ ...insights, phase, status: null }));
    };
    source.addEventListener('status', (event) =>
      update((insights) => ({ ...insights, status: String(event.data) })),
    );
    source.addEventListener('chunk', (event) => {
      const content = chunkContent(event.data);
      if (content)
        update((insights) => ({ ...insights, phase: 'streaming', markdown: insights.markdown + content }));
    });
    source.addEventListener('done', () => end('done'));
    // Both the server's `event: error` and a failed connection (a 4xx answer, the network) arrive here.
    source.addEventListener('error', () => end('failed'));
    return () => source.close();
  }, [url]);

  return stored.url === url ? stored.insights : STARTING;
}
