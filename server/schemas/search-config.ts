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

/** Milliseconds: a whole number from 100 ms to 10 minutes. */
const Milliseconds = Type.Integer({ minimum: 100, maximum: 600_000 });

/**
 * The browser search client's timeouts (spec §7: "timeouts come from a configured value"; §9 gives the
 * client's own defaults, connect 1 s, read 2 s, write 30 s, which fail every search on a slow phone
 * link, issue 18). connect: until the answer's headers arrive; read / write: then until a search's /
 * a write's body has arrived. A retry waits twice as long.
 */
export const SearchClientTimeouts = Type.Object({
  connect: Milliseconds,
  read: Milliseconds,
  write: Milliseconds,
});
export type SearchClientTimeouts = Static<typeof SearchClientTimeouts>;

/**
 * Sized for a phone in a granite building (issue 18): connect 8 s covers a new HTTPS connection and the
 * request over a 2-second-latency link (three round trips) with the server's own time; read 10 s
 * carries ~500 KB at 400 kbps, more than the largest search answer; write keeps the client's 30 s.
 */
export const DEFAULT_SEARCH_CLIENT_TIMEOUTS: SearchClientTimeouts = {
  connect: 8000,
  read: 10_000,
  write: 30_000,
};

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
  /** The search client's timeouts in milliseconds (SEARCH_CLIENT_*_TIMEOUT_MS). */
  timeouts: SearchClientTimeouts,
  page: SearchPageConfig,
});
export type SearchClientConfig = Static<typeof SearchClientConfig>;
