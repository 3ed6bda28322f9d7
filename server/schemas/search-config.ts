import { Type, type Static } from 'typebox';
import { StateCode, StringEnum } from './common.js';

/** A session's name in its state ('2025-2026'); empty while the state has no session. */
const Session = Type.String({ maxLength: 100, description: 'e.g. 2025-2026' });

/**
 * How the search pages are laid out: spec §3 "search page inputs" (enable flags for news, press,
 * transcripts, amendments, progress and status) from the server's environment, and the layout and default
 * sessions of the reader's state (issue 15).
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
  /** The state's layout. Missouri: its own amendment hit layout (pdf link) and no news Source facet (spec §9). */
  state: StringEnum(['Massachusetts', 'Missouri'] as const),
  /** Session refined when a search starts: `bills` for the Bills tab, `other` for the rest (spec §9), the state's. */
  defaultSessions: Type.Object({ bills: Session, other: Session }),
  /** Prefix of Missouri amendment pdf links; null = `pdf_file_name` is used as the link as stored. */
  amendmentPdfBaseUrl: Type.Union([Type.String(), Type.Null()]),
});
export type SearchPageConfig = Static<typeof SearchPageConfig>;

/** What the browser needs to create its algoliasearch client (never the admin key), and the page layout. */
export const SearchClientConfig = Type.Object({
  appId: Type.String(),
  /** A search-only key (ACL: search), safe to expose, restricted to `state`'s records (a secured key). */
  apiKey: Type.String(),
  /** The state the key and the layout are for. */
  state: StateCode,
  /** True: search this server (same origin, under /1/); false: hosted Algolia's default hosts. */
  embedded: Type.Boolean(),
  indexes: Type.Array(Type.String()),
  page: SearchPageConfig,
});
export type SearchClientConfig = Static<typeof SearchClientConfig>;
