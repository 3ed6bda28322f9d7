import MiniSearch, { type SearchResult } from 'minisearch';
import { countFacets, facetStats, facetValuesOf, recordFilter } from './saved-filters';
import { countMatches, foldTerm, highlightText, snippetText, type HighlightTags } from './saved-highlight';
import {
  billRecord,
  committeeRecord,
  legislatorRecord,
  siteRecords,
  type SavedItems,
  type SavedRecord,
  type SavedTextSection,
} from './saved-records';

// "Searching saved items only" (issue 18): the search pages' requests answered from what the phone
// holds, in the shape the Algolia API gives, so the same InstantSearch widgets show them. MiniSearch
// (5.8 KB gzipped, bench/search/local-index.ts) finds the words, with Algolia's typo budget and a
// prefix on the last word; filters, facet counts, highlighting and pages are done here over its matches.

/** One request of a multi-search, as InstantSearch sends it (v5 objects). */
export interface SavedSearchRequest {
  indexName: string;
  type?: 'default' | 'facet';
  facet?: string;
  params?: Record<string, unknown>;
  [param: string]: unknown;
}

interface IndexDefinition {
  /** Which records: the bills (with their text) or their own. */
  records: 'bills' | 'legislators' | 'committees' | 'site';
  /** Searchable attributes by rank, as the server's index settings list them; the first rank boosts most. */
  searchable: readonly (readonly string[])[];
  facets: readonly string[];
  numericFacets?: readonly string[];
  /** Attribute → words of its snippet (the server's attributesToSnippet). */
  snippets?: Readonly<Record<string, number>>;
  /** The server's customRanking: ties and an empty query are ordered by it, highest first. */
  rankBy?: string;
  /** The AI-assisted search's grouped hits: each bill with its best matching text sections. */
  withChunks?: boolean;
}

const BILL_SEARCHABLE = [
  ['bill_type_number', 'bill_code'],
  ['title', 'short_title'],
  ['sponsor'],
  ['description'],
  ['categories'],
  ['citations'],
] as const;
const BILL_FACETS = [
  'session_name',
  'chamber',
  'sponsor',
  'progress',
  'status_name',
  'citations',
  'categories',
] as const;

/** The indexes the saved items can answer for; the others (news, press, …) have nothing saved. */
const INDEXES: Record<string, IndexDefinition> = {
  bills: {
    records: 'bills',
    searchable: BILL_SEARCHABLE,
    facets: [...BILL_FACETS, 'bill_number'],
    numericFacets: ['bill_number'],
    snippets: { description: 40 },
    rankBy: 'last_action_timestamp',
  },
  bill_matches: {
    records: 'bills',
    searchable: [['text'], ...BILL_SEARCHABLE],
    facets: BILL_FACETS,
    rankBy: 'last_action_timestamp',
    withChunks: true,
  },
  legislators: {
    records: 'legislators',
    searchable: [['full_name', 'short_full_name'], ['other_names'], ['district'], ['party'], ['address']],
    facets: ['chamber', 'party', 'active'],
  },
  committees: {
    records: 'committees',
    searchable: [['committee_name', 'committee_display_name']],
    facets: ['chamber', 'kind'],
  },
  site: {
    records: 'site',
    searchable: [['algolia_title'], ['algolia_description']],
    facets: ['algolia_type'],
    snippets: { algolia_description: 30 },
    rankBy: 'algolia_timestamp',
  },
};

/** Spec §9: the AI variant's matches display cap. */
const CHUNKS_PER_HIT = 5;
const INTERNAL_FIELDS = new Set(['text', 'sections', 'kept']);

/** Algolia's typo budget (minWordSizefor1Typo 4, minWordSizefor2Typos 8); numbers get none (bill numbers). */
const typoBudget = (term: string) =>
  /^\d+$/.test(term) ? 0 : term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;

interface Collection {
  records: Map<string, SavedRecord>;
  index: MiniSearch<SavedRecord>;
}

function collect(records: SavedRecord[], fields: readonly string[]): Collection {
  const index = new MiniSearch<SavedRecord>({
    idField: 'objectID',
    fields: [...fields],
    processTerm: foldTerm,
    extractField: (record, field) => {
      const value = record[field];
      return Array.isArray(value) ? value.join(' ') : value === undefined ? '' : String(value);
    },
  });
  index.addAll(records);
  return { records: new Map(records.map((record) => [record.objectID, record])), index };
}

const fieldsOf = (kind: IndexDefinition['records']) => [
  ...new Set(
    Object.values(INDEXES)
      .filter((definition) => definition.records === kind)
      .flatMap((definition) => definition.searchable.flat()),
  ),
];

const list = (value: unknown): string[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value.map(String) : [String(value)];

interface Matched {
  record: SavedRecord;
  terms: ReadonlySet<string>;
}

export interface SavedSearchEngine {
  /** Records held, for the notice ("12 saved items"). */
  readonly size: number;
  search(requests: readonly SavedSearchRequest[]): { results: unknown[] };
}

/** The saved items as a searchable index per search index name. */
export function createSavedSearchEngine(items: SavedItems): SavedSearchEngine {
  const collections: Record<IndexDefinition['records'], Collection> = {
    bills: collect(items.bills.map(billRecord), fieldsOf('bills')),
    legislators: collect(items.legislators.map(legislatorRecord), fieldsOf('legislators')),
    committees: collect(items.committees.map(committeeRecord), fieldsOf('committees')),
    site: collect(siteRecords(items), fieldsOf('site')),
  };

  const rank = (definition: IndexDefinition) => (record: SavedRecord) =>
    definition.rankBy ? Number(record[definition.rankBy] ?? 0) : 0;

  /** The records matching a request's query and filters, best first, with the words each matched. */
  function match(definition: IndexDefinition, params: Record<string, unknown>): Matched[] {
    const { index, records } = collections[definition.records];
    const passes = recordFilter(params);
    const rankOf = rank(definition);
    const query = String(params.query ?? '').trim();
    if (!query) {
      return [...records.values()]
        .filter(passes)
        .sort((a, b) => rankOf(b) - rankOf(a))
        .map((record) => ({ record, terms: new Set() }));
    }
    const ranks = definition.searchable;
    const boost = Object.fromEntries(
      ranks.flatMap((attributes, position) => attributes.map((name) => [name, ranks.length - position])),
    );
    const found: SearchResult[] = index.search(query, {
      fields: ranks.flat(),
      boost,
      combineWith: 'AND',
      prefix: (_term, position, terms) => position === terms.length - 1,
      fuzzy: (term) => typoBudget(term) || false,
    });
    return found
      .map((result) => ({
        record: records.get(String(result.id))!,
        terms: new Set(result.terms),
        score: result.score,
      }))
      .filter(({ record }) => record && passes(record))
      .sort((a, b) => b.score - a.score || rankOf(b.record) - rankOf(a.record));
  }

  function hit(definition: IndexDefinition, { record, terms }: Matched, params: Record<string, unknown>) {
    const tags: HighlightTags = {
      pre: String(params.highlightPreTag ?? '<em>'),
      post: String(params.highlightPostTag ?? '</em>'),
    };
    const queryWords = String(params.query ?? '')
      .split(/\s+/)
      .filter(Boolean).length;
    const shown = Object.fromEntries(Object.entries(record).filter(([name]) => !INTERNAL_FIELDS.has(name)));
    const toHighlight = list(params.attributesToHighlight) ?? definition.searchable.flat();
    const highlight: Record<string, unknown> = {};
    for (const attribute of toHighlight.includes('*') ? Object.keys(shown) : toHighlight) {
      const value = record[attribute];
      if (typeof value === 'string') highlight[attribute] = highlightText(value, terms, queryWords, tags);
    }
    const snippetSpecs =
      list(params.attributesToSnippet) ??
      Object.entries(definition.snippets ?? {}).map(([name, words]) => `${name}:${words}`);
    const snippet: Record<string, unknown> = {};
    for (const spec of snippetSpecs) {
      const [attribute = '', words = '10'] = spec.split(':');
      const value = record[attribute];
      if (typeof value === 'string') {
        snippet[attribute] = snippetText(value, terms, queryWords, Number(words), {
          ...tags,
          ellipsis: String(params.snippetEllipsisText ?? '…'),
        });
      }
    }
    const chunks = definition.withChunks ? chunksOf(record, terms, queryWords, tags) : {};
    return { ...shown, ...chunks, _highlightResult: highlight, _snippetResult: snippet };
  }

  function searchIndex(request: SavedSearchRequest) {
    const params = { ...request, ...request.params };
    const definition = INDEXES[request.indexName];
    const matched = definition ? match(definition, params) : [];
    const hitsPerPage = Number(params.hitsPerPage ?? 20);
    const page = Number(params.page ?? 0);
    const askedFacets = list(params.facets) ?? [];
    const facetNames = askedFacets.includes('*')
      ? [...(definition?.facets ?? [])]
      : askedFacets.filter((name) => definition?.facets.includes(name));
    const records = matched.map(({ record }) => record);
    const numeric = (definition?.numericFacets ?? []).filter((name) => facetNames.includes(name));
    return {
      hits: definition
        ? matched.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((m) => hit(definition, m, params))
        : [],
      nbHits: matched.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(matched.length / hitsPerPage) : 0,
      hitsPerPage,
      facets: countFacets(records, facetNames, Number(params.maxValuesPerFacet ?? 100)),
      ...(numeric.length > 0 ? { facets_stats: facetStats(records, numeric) } : {}),
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      exhaustive: { facetsCount: true, nbHits: true },
      query: String(params.query ?? ''),
      params: '',
      index: request.indexName,
      processingTimeMS: 0,
    };
  }

  /** A facet's filter box (spec §2): the values of the matching records that start with what was typed. */
  function searchFacet(request: SavedSearchRequest) {
    const params = { ...request, ...request.params };
    const definition = INDEXES[request.indexName];
    const facet = String(request.facet ?? params.facet ?? '');
    const typed = String(params.facetQuery ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map(foldTerm);
    const counts = new Map<string, number>();
    if (definition?.facets.includes(facet)) {
      for (const { record } of match(definition, params))
        for (const value of new Set(facetValuesOf(record, facet)))
          counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const pre = String(params.highlightPreTag ?? '<em>');
    const post = String(params.highlightPostTag ?? '</em>');
    const facetHits = [...counts]
      .filter(([value]) => {
        const words = value.split(/\s+/).map(foldTerm);
        return typed.every((prefix) => words.some((word) => word.startsWith(prefix)));
      })
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, Number(params.maxFacetHits ?? 10))
      .map(([value, count]) => ({
        value,
        count,
        highlighted: value.replace(/\S+/g, (word) => {
          const prefix = typed.find((p) => foldTerm(word).startsWith(p));
          return prefix ? `${pre}${word.slice(0, prefix.length)}${post}${word.slice(prefix.length)}` : word;
        }),
      }));
    return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: 0 };
  }

  return {
    size: items.bills.length + items.legislators.length + items.committees.length + items.agenda.length,
    search(requests) {
      return {
        results: requests.map((request) =>
          request.type === 'facet' ? searchFacet(request) : searchIndex(request),
        ),
      };
    },
  };
}

/** The AI-assisted hit's passages: the sections with the most matched words, up to spec §9's five. */
function chunksOf(record: SavedRecord, terms: ReadonlySet<string>, queryWords: number, tags: HighlightTags) {
  const sections = (record.sections as SavedTextSection[] | undefined) ?? [];
  const matching = sections
    .map((section, position) => ({ section, position, count: countMatches(section.text, terms) }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count || a.position - b.position);
  return {
    chunks: matching.slice(0, CHUNKS_PER_HIT).map(({ section }) => ({
      bill_text__id: section.bill_text__id,
      ...(section.heading ? { heading: section.heading } : {}),
      text: section.text,
      fields_score_tags: [{ tag: section.heading ?? 'Bill text' }],
      _highlightResult: { text: highlightText(section.text, terms, queryWords, tags) },
    })),
    total_chunks_count: matching.length,
  };
}
