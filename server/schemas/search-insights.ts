import { Type, type Static } from 'typebox';

/**
 * `GET /api/search_insights` (spec §7, issue 9 contract B): the streamed overview of one search's cached
 * results. The key may come in the `x-algolia-api-key` header instead.
 */
export const SearchInsightsQuery = Type.Object({
  cache_id: Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'the cache_id of a bill_matches search',
  }),
  key: Type.Optional(Type.String({ minLength: 1, maxLength: 1000, description: 'the search API key' })),
  page: Type.Integer({ minimum: 0, default: 0, description: 'which page of bills to quote (0-based)' }),
  per_page: Type.Integer({ minimum: 1, maximum: 1000, default: 25, description: 'bills per page' }),
  facetFilters: Type.Optional(
    Type.String({
      maxLength: 10_000,
      description: 'the refinements, a JSON array in Algolia facetFilters form, e.g. [["chamber:senate"]]',
    }),
  ),
});
export type SearchInsightsQuery = Static<typeof SearchInsightsQuery>;

/** The body of a successful answer: Server-Sent Events `status`, `chunk`, then `done` (or `error`). */
export const SearchInsightsEvents = Type.String({
  description:
    'event: status / data: <label>; event: chunk / data: {"content": "<markdown>"}; event: done / data: {}; ' +
    'or event: error / data: {"message": "..."}',
});
