// The indexes the app searches (spec §3 "Search indexes") and their settings: which attributes are
// searched (in rank order), which are facets, and how ties are broken. Every record has its state's
// postal code in `state` (filter only): a reader's search key is restricted to their state (issue 15).
// Every index but `site` has a `chamber` facet: the bill search page's Chamber refinement applies to all
// its tabs at once (issue 6).
import type { IndexSettings } from '../types.js';

export const SEARCH_INDEXES = [
  'site',
  'bills',
  'bill_text',
  'bill_amendments',
  'news',
  'press_releases',
  'transcripts',
  'legislators',
  'committees',
] as const;
export type SearchIndexName = (typeof SEARCH_INDEXES)[number];

/** Bill facets shared by `bills` and `bill_text` (spec §3: session_name, chamber, sponsor, progress…). */
const billFacets = [
  'searchable(session_name)',
  'chamber',
  'searchable(sponsor)',
  'progress',
  'searchable(status_name)',
  'searchable(citations)',
  'searchable(categories)',
  'filterOnly(bill_id)',
  'filterOnly(state)',
];

export const INDEX_SETTINGS: Record<SearchIndexName, IndexSettings> = {
  site: {
    searchableAttributes: ['algolia_title', 'unordered(algolia_description)'],
    attributesForFaceting: ['searchable(algolia_type)', 'filterOnly(state)'],
    customRanking: ['desc(algolia_timestamp)'],
    attributesToSnippet: ['algolia_description:30'],
  },
  bills: {
    searchableAttributes: [
      'bill_type_number',
      'title,short_title',
      'sponsor',
      'unordered(description)',
      'categories',
      'citations',
    ],
    // bill_number: the search page's numeric range input (its bounds come from facets_stats).
    attributesForFaceting: [...billFacets, 'bill_number'],
    customRanking: ['desc(last_action_timestamp)'],
    attributesToSnippet: ['description:40'],
  },
  bill_text: {
    searchableAttributes: ['heading', 'unordered(text)', 'bill_type_number', 'title'],
    attributesForFaceting: billFacets,
    customRanking: ['desc(last_action_timestamp)', 'asc(position)'],
    attributeForDistinct: 'bill_id',
    attributesToSnippet: ['text:60'],
  },
  bill_amendments: {
    searchableAttributes: [
      'bill_type_number',
      'algolia_title',
      'amendment_number',
      'legislator',
      'unordered(amendment_text)',
    ],
    attributesForFaceting: [
      'searchable(session_name)',
      'chamber',
      'searchable(legislator)',
      'amendment_status',
      'filterOnly(state)',
    ],
    attributesToSnippet: ['amendment_text:40'],
    customRanking: ['desc(filed_timestamp)'],
  },
  news: {
    searchableAttributes: ['headline', 'unordered(full_text)', 'source_name'],
    attributesForFaceting: [
      'searchable(source_name)',
      'searchable(category_name)',
      'year',
      'chamber',
      'filterOnly(bill_ids)',
      'filterOnly(state)',
    ],
    customRanking: ['desc(display_timestamp)'],
    attributesToSnippet: ['full_text:40'],
  },
  press_releases: {
    searchableAttributes: ['title', 'author', 'unordered(content)'],
    attributesForFaceting: ['searchable(author)', 'category', 'session_name', 'chamber', 'filterOnly(state)'],
    customRanking: ['desc(display_timestamp)'],
    attributesToSnippet: ['content:40'],
  },
  transcripts: {
    searchableAttributes: ['event_title', 'meeting_title', 'unordered(transcript)'],
    attributesForFaceting: [
      'event_type',
      'searchable(event_organization)',
      'session_name',
      'chamber',
      'filterOnly(state)',
    ],
    customRanking: ['desc(event_timestamp)'],
    attributesToSnippet: ['transcript:40'],
  },
  legislators: {
    searchableAttributes: ['full_name', 'other_names', 'district', 'party', 'address'],
    attributesForFaceting: ['chamber', 'party', 'active', 'filterOnly(state)'],
    customRanking: ['desc(active)'],
  },
  committees: {
    searchableAttributes: ['committee_name', 'committee_display_name'],
    attributesForFaceting: ['chamber', 'kind', 'filterOnly(state)'],
  },
};

/** Unix seconds of an ISO date, for numeric filters and custom ranking. */
export function timestampOf(date: string | null | undefined): number | undefined {
  if (!date) return undefined;
  const ms = Date.parse(date.length === 10 ? `${date}T12:00:00Z` : date);
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}
