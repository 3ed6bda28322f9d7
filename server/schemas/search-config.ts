import { Type, type Static } from 'typebox';
import { StringEnum } from './common.js';

const Session = Type.String({ pattern: '^\\d{4}-\\d{4}$', description: 'e.g. 2025-2026' });

/**
 * How the search pages are laid out, from the server's environment (README "Configuration"): spec §3
 * "search page inputs" (enable flags for news, press, transcripts, amendments, progress and status).
 */
export const SearchPageConfig = Type.Object({
  /** Optional bill-search tabs; Bills, Legislators and Committees are always shown. */
  tabs: Type.Object({
    amendments: Type.Boolean(),
    news: Type.Boolean(),
    press: Type.Boolean(),
    transcripts: Type.Boolean(),
  }),
  /** Optional facets of the Bills tab. */
  billFacets: Type.Object({ progress: Type.Boolean(), status: Type.Boolean() }),
  /** Missouri: its own amendment hit layout (pdf link) and no news Source facet (spec §9). */
  state: StringEnum(['Massachusetts', 'Missouri'] as const),
  /** Session refined when a search starts: `bills` for the Bills tab, `other` for the rest (spec §9). */
  defaultSessions: Type.Object({ bills: Session, other: Session }),
  /** Prefix of Missouri amendment pdf links; null = `pdf_file_name` is used as the link as stored. */
  amendmentPdfBaseUrl: Type.Union([Type.String(), Type.Null()]),
});
export type SearchPageConfig = Static<typeof SearchPageConfig>;

/** What the browser needs to create its algoliasearch client (never the admin key), and the page layout. */
export const SearchClientConfig = Type.Object({
  appId: Type.String(),
  /** A search-only key (ACL: search), safe to expose. */
  apiKey: Type.String(),
  /** True: search this server (same origin, under /1/); false: hosted Algolia's default hosts. */
  embedded: Type.Boolean(),
  indexes: Type.Array(Type.String()),
  page: SearchPageConfig,
});
export type SearchClientConfig = Static<typeof SearchClientConfig>;
