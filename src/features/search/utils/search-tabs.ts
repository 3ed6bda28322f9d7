import type { SearchPageConfig } from '../../../../server/schemas/search-config';

export type SearchTabId =
  'bills' | 'amendments' | 'news' | 'press' | 'transcripts' | 'legislators' | 'committees';

/** Spec §9 facet limits: 100 for progress, status and sessions; 1000 for sponsors and most lists. */
export type FacetLimit = 100 | 1000;

export type FacetSort = 'isRefined' | 'count:desc' | 'count:asc' | 'name:asc' | 'name:desc';

export interface FacetDefinition {
  /**
   * list: a refinement list of this tab's index; chamber: the page-wide Chamber refinement (kept on the
   * root index so it filters every tab at once) shown with this tab's counts; news-years: the news Year
   * facet, whose entries are sessions mapped to years (spec §9).
   */
  kind: 'list' | 'chamber' | 'news-years';
  attribute: string;
  label: string;
  /** How many values are asked for and can be shown (spec §9; the site search's Data Types: 500). */
  limit: number;
  /** A filter box that narrows the values as the user types (spec §2), searched on the server. */
  searchable?: boolean;
  /** Printed labels of stored values; others print as stored. */
  labels?: Readonly<Record<string, string>>;
  /** Values never offered (spec §9: the committees' announcement entry). */
  hidden?: RegExp;
  /** @default refined first, then by count */
  sortBy?: FacetSort[];
}

export interface RangeDefinition {
  attribute: string;
  label: string;
  /** Decimal places: the input's step is 10^-precision (spec §5). */
  precision: number;
}

export interface SearchTab {
  id: SearchTabId;
  label: string;
  indexName: string;
  facets: readonly FacetDefinition[];
  range?: RangeDefinition;
  /** Refinements a search starts with (spec §9 default sessions and news year). */
  defaults: Readonly<Record<string, readonly string[]>>;
  /** Attributes whose matches the hit shows in <mark> (some are not searched, e.g. bill_name_sponsor). */
  highlight: readonly string[];
}

const CHAMBER_LABELS = { house: 'House', senate: 'Senate', joint: 'Joint' };
const chamber: FacetDefinition = {
  kind: 'chamber',
  attribute: 'chamber',
  label: 'Chamber',
  limit: 100,
  labels: CHAMBER_LABELS,
};
const session: FacetDefinition = {
  kind: 'list',
  attribute: 'session_name',
  label: 'Session',
  limit: 100,
  sortBy: ['name:desc'],
};
const list = (attribute: string, label: string, limit: FacetLimit, extra: Partial<FacetDefinition> = {}) =>
  ({ kind: 'list', attribute, label, limit, ...extra }) as const satisfies FacetDefinition;

/** The years a session's name holds, in order: '2023-2024' → 2023, 2024; '2025 Regular Session' → 2025. */
export const yearsInSessionName = (name: string): number[] =>
  [...name.matchAll(/(?<!\d)(\d{4})(?!\d)/g)].map((match) => Number(match[1]));

/**
 * The news year facet's default: the last year of the other tabs' default session (2023-2024 → 2024,
 * a one-year '2025' session → 2025); '' (none) when that session names no year or the state has none.
 */
export const defaultNewsYear = (config: SearchPageConfig): string => {
  const last = yearsInSessionName(config.defaultSessions.other).at(-1);
  return last === undefined ? '' : String(last);
};

/** A default refinement, or none for an empty value (a state with no session yet refines nothing). */
const refinedTo = (attribute: string, value: string): Record<string, readonly string[]> =>
  value ? { [attribute]: [value] } : {};

/** The bill search tabs in page order, the optional ones only when the configuration enables them. */
export function searchTabs(config: SearchPageConfig): SearchTab[] {
  const { tabs, billFacets, defaultSessions, state } = config;
  const otherSession = refinedTo('session_name', defaultSessions.other);
  const all: (SearchTab | false)[] = [
    {
      id: 'bills',
      label: 'Bills',
      indexName: 'bills',
      facets: [
        session,
        chamber,
        list('sponsor', 'Sponsors', 1000, { searchable: true }),
        billFacets.progress && list('progress', 'Progress', 100),
        billFacets.status && list('status_name', 'Status', 100, { searchable: true }),
        list('citations', 'Citations', 1000, { searchable: true }),
        list('categories', 'Categories', 1000, { searchable: true }),
      ].filter((facet): facet is FacetDefinition => Boolean(facet)),
      range: { attribute: 'bill_number', label: 'Bill number', precision: 0 },
      highlight: ['bill_name_sponsor'],
      defaults: refinedTo('session_name', defaultSessions.bills),
    },
    tabs.amendments && {
      id: 'amendments',
      label: 'Amendments',
      indexName: 'bill_amendments',
      facets: [
        session,
        chamber,
        list('legislator', 'Sponsors', 1000, { searchable: true }),
        list('amendment_status', 'Status', 100),
      ],
      defaults: otherSession,
      highlight: ['algolia_title', 'amending', 'bill_type_number', 'title'],
    },
    tabs.news && {
      id: 'news',
      label: 'News',
      indexName: 'news',
      facets: [
        { kind: 'news-years', attribute: 'year', label: 'Year', limit: 100 },
        chamber,
        // Spec §9: Missouri has no news Source facet.
        ...(state === 'Missouri' ? [] : [list('source_name', 'Source', 1000, { searchable: true })]),
        list('category_name', 'Category', 1000),
      ],
      defaults: refinedTo('year', defaultNewsYear(config)),
      highlight: ['headline'],
    },
    tabs.press && {
      id: 'press',
      label: 'Press',
      indexName: 'press_releases',
      facets: [
        session,
        chamber,
        list('author', 'Author', 1000, { searchable: true }),
        list('category', 'Category', 1000),
      ],
      defaults: otherSession,
      highlight: ['title'],
    },
    tabs.transcripts && {
      id: 'transcripts',
      label: 'Transcripts',
      indexName: 'transcripts',
      facets: [
        session,
        chamber,
        list('event_type', 'Event type', 1000),
        list('event_organization', 'Organization', 1000, { searchable: true }),
      ],
      defaults: otherSession,
      highlight: ['event_title', 'meeting_title'],
    },
    {
      id: 'legislators',
      label: 'Legislators',
      indexName: 'legislators',
      facets: [
        chamber,
        list('party', 'Party', 1000),
        list('active', 'Status', 100, { labels: { true: 'Serving', false: 'Former member' } }),
      ],
      defaults: {},
      highlight: ['full_name'],
    },
    {
      id: 'committees',
      label: 'Committees',
      indexName: 'committees',
      facets: [
        { ...chamber, hidden: /announcement/i },
        list('kind', 'Type', 100, { labels: { standing: 'Standing', floor: 'Floor', special: 'Special' } }),
      ],
      defaults: {},
      highlight: ['committee_name'],
    },
  ];
  return all.filter((tab): tab is SearchTab => Boolean(tab));
}

/** The tab shown when the address names none (spec §2: the bill search opens on Bills). */
export const DEFAULT_SEARCH_TAB: SearchTabId = 'bills';
