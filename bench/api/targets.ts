// What bench:api loads, and what each must reach (issue 17 "Throughput").
import type { LoadRequest } from './autocannon-load.js';

export interface Target {
  name: string;
  requests: LoadRequest[];
  /** Queries per request (a multi-query holds several): the figure is then queries per second. */
  queriesPerRequest?: number;
  /** At least this share of the bare Fastify route's req/s. */
  minRatio?: number;
  /** At least this many per second (requests, or queries for a multi-query). */
  minPerSecond?: number;
}

/** The words a reader types into the Bills search, a keystroke at a time ('he', 'hea', …). */
const TYPED_WORDS = ['health', 'housing', 'education', 'transportation', 'energy', 'climate', 'tax', 'water'];

/**
 * What InstantSearch sends for the Bills tab as a reader types: the results with the tab's facets and
 * the default session refined, the disjunctive query for the session facet's counts, and the counts of
 * two other tabs (hitsPerPage 0).
 */
export function instantSearchBody(query: string, session: string): string {
  const highlight = { highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' };
  const facets = ['categories', 'chamber', 'progress', 'session_name', 'sponsor', 'status_name'];
  return JSON.stringify({
    requests: [
      {
        indexName: 'bills',
        query,
        hitsPerPage: 20,
        page: 0,
        facets,
        maxValuesPerFacet: 10,
        facetFilters: [[`session_name:${session}`]],
        ...highlight,
      },
      {
        indexName: 'bills',
        query,
        hitsPerPage: 0,
        page: 0,
        facets: ['session_name'],
        maxValuesPerFacet: 10,
        analytics: false,
        clickAnalytics: false,
        ...highlight,
      },
      { indexName: 'legislators', query, hitsPerPage: 0, analytics: false },
      { indexName: 'committees', query, hitsPerPage: 0, analytics: false },
    ],
  });
}

export const QUERIES_PER_BODY = 4;

/**
 * Bodies no search has had before: each names its own analytics tag, which changes no result but makes
 * every query a new one for the answer cache (server/search/answer-cache), so the engine answers each.
 */
export function uncachedSearchBodies(session: string, count: number): string[] {
  const typed = searchBodies(session);
  return Array.from({ length: count }, (_, n) => {
    const body = JSON.parse(typed[n % typed.length]!) as { requests: Record<string, unknown>[] };
    for (const query of body.requests) query.analyticsTags = [`bench-${n}`];
    return JSON.stringify(body);
  });
}

/** More than a 10-second run gets through at the engine's pace, so none repeats. */
const UNCACHED_BODIES = 20_000;

export function searchBodies(session: string): string[] {
  return TYPED_WORDS.flatMap((word) =>
    Array.from({ length: word.length - 1 }, (_, i) => instantSearchBody(word.slice(0, i + 2), session)),
  );
}

export function apiTargets(options: {
  billId: number;
  searchKey: { appId: string; apiKey: string };
  session: string;
}): Target[] {
  const searchHeaders = {
    'content-type': 'application/json',
    'x-algolia-application-id': options.searchKey.appId,
    'x-algolia-api-key': options.searchKey.apiKey,
  };
  return [
    {
      name: 'GET /api/legislator?chamber=house',
      requests: [{ path: '/api/legislator?chamber=house' }],
      minRatio: 0.5,
    },
    {
      name: `GET /api/bill/${options.billId}`,
      requests: [{ path: `/api/bill/${options.billId}` }],
      minRatio: 0.5,
    },
    // A crowd typing the same words a keystroke at a time (45 bodies in turn): repeats are answered from
    // the answer cache until a write is published.
    {
      name: 'POST /1/indexes/*/queries',
      requests: searchBodies(options.session).map((body) => ({
        method: 'POST',
        path: '/1/indexes/*/queries',
        headers: searchHeaders,
        body,
      })),
      queriesPerRequest: QUERIES_PER_BODY,
      minPerSecond: 1500,
    },
    // The engine's own pace: what a crowd typing words nobody else typed gets (no target: the one
    // above, a crowd's repeated keystrokes, is the issue's).
    {
      name: 'POST /1/indexes/*/queries, none repeated',
      requests: uncachedSearchBodies(options.session, UNCACHED_BODIES).map((body) => ({
        method: 'POST',
        path: '/1/indexes/*/queries',
        headers: searchHeaders,
        body,
      })),
      queriesPerRequest: QUERIES_PER_BODY,
    },
    // No cookie: a signed-out visitor's first visit (each answer sets a new anonymous session).
    {
      name: 'GET / (server-rendered)',
      requests: [{ path: '/', headers: { accept: 'text/html' } }],
      minPerSecond: 1000,
    },
  ];
}
