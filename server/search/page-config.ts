// How the search pages are laid out (issue 6, spec §3 "search page inputs"). Which optional tabs and bill
// facets are on, and where Missouri-layout amendment pdfs live, are the operator's choices, read from the
// environment once at start (README "Configuration"). The layout (Massachusetts or Missouri, spec §2/§9)
// and the default sessions belong to each state (issue 15): the search config route adds them per request
// from the state's profile and its sessions.
import type { SearchPageConfig } from '../schemas/search-config.js';

export const OPTIONAL_SEARCH_TABS = ['amendments', 'news', 'press', 'transcripts'] as const;
export const OPTIONAL_BILL_FACETS = ['progress', 'status'] as const;

/** What the environment decides for every state. */
export type SearchPageSettings = Omit<SearchPageConfig, 'state' | 'defaultSessions'>;

/** A comma list of allowed names; unset gives `fallback`, an empty value turns every one off. */
function parseFlags<const T extends string>(
  name: string,
  value: string | undefined,
  allowed: readonly T[],
): Record<T, boolean> {
  const chosen = value === undefined ? [...allowed] : value.split(',').map((item) => item.trim());
  const flags = Object.fromEntries(allowed.map((item) => [item, false])) as Record<T, boolean>;
  for (const item of chosen) {
    if (item === '') continue;
    if (!(allowed as readonly string[]).includes(item))
      throw new Error(`${name} must be a comma list of: ${allowed.join(', ')} (got '${item}')`);
    flags[item as T] = true;
  }
  return flags;
}

/** Settings that used to be global and are now each state's own: starting with one is a mistake to name. */
const REPLACED_BY_STATE_SETTINGS = [
  'SEARCH_STATE_LAYOUT',
  'SEARCH_DEFAULT_BILL_SESSION',
  'SEARCH_DEFAULT_SESSION',
] as const;

export function searchPageConfigFromEnv(env: NodeJS.ProcessEnv = {}): SearchPageSettings {
  for (const name of REPLACED_BY_STATE_SETTINGS) {
    if (env[name] !== undefined) {
      throw new Error(
        `${name} is no longer a setting: each state has its own layout and default sessions (README "States")`,
      );
    }
  }
  const pdfBase = env.SEARCH_AMENDMENT_PDF_BASE_URL?.trim();
  return {
    tabs: parseFlags('SEARCH_TABS', env.SEARCH_TABS, OPTIONAL_SEARCH_TABS),
    billFacets: parseFlags('SEARCH_BILL_FACETS', env.SEARCH_BILL_FACETS, OPTIONAL_BILL_FACETS),
    amendmentPdfBaseUrl: pdfBase ? pdfBase : null,
  };
}

/**
 * Spec §9's default sessions, for one state: bills start at its current session (else its latest), the
 * other tabs at the one before (else the same). `sessions` is newest first; with none, an empty name
 * refines nothing.
 */
export function defaultSessionsOf(
  sessions: readonly { name: string; is_current: number }[],
): SearchPageConfig['defaultSessions'] {
  const billsIndex = Math.max(
    0,
    sessions.findIndex((session) => session.is_current === 1),
  );
  const bills = sessions[billsIndex]?.name ?? '';
  return { bills, other: sessions[billsIndex + 1]?.name ?? bills };
}
