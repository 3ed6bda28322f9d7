// How the search pages are laid out (issue 6, spec §3 "search page inputs"): which optional tabs and bill
// facets are on, the state whose layout to use, and the default sessions. Read from the environment once
// at start (README "Configuration"); the browser gets it with the search client config.
import type { SearchPageConfig } from '../schemas/search-config.js';

export const OPTIONAL_SEARCH_TABS = ['amendments', 'news', 'press', 'transcripts'] as const;
export const OPTIONAL_BILL_FACETS = ['progress', 'status'] as const;
export const STATE_LAYOUTS = ['Massachusetts', 'Missouri'] as const;

/** Spec §9: bills default to the current session, every other tab to the previous one. */
export const DEFAULT_BILL_SESSION = '2025-2026';
export const DEFAULT_OTHER_SESSION = '2023-2024';

const SESSION_PATTERN = /^(\d{4})-(\d{4})$/;

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

function parseSession(name: string, value: string | undefined, fallback: string): string {
  const session = value?.trim() || fallback;
  const match = SESSION_PATTERN.exec(session);
  if (!match || Number(match[2]) !== Number(match[1]) + 1)
    throw new Error(`${name} must be a two-year session such as 2025-2026 (got '${session}')`);
  return session;
}

function parseLayout(value: string | undefined): SearchPageConfig['state'] {
  const layout = value?.trim() || 'Massachusetts';
  const known = STATE_LAYOUTS.find((state) => state.toLowerCase() === layout.toLowerCase());
  if (!known)
    throw new Error(`SEARCH_STATE_LAYOUT must be one of: ${STATE_LAYOUTS.join(', ')} (got '${layout}')`);
  return known;
}

export function searchPageConfigFromEnv(env: NodeJS.ProcessEnv = {}): SearchPageConfig {
  const pdfBase = env.SEARCH_AMENDMENT_PDF_BASE_URL?.trim();
  return {
    tabs: parseFlags('SEARCH_TABS', env.SEARCH_TABS, OPTIONAL_SEARCH_TABS),
    billFacets: parseFlags('SEARCH_BILL_FACETS', env.SEARCH_BILL_FACETS, OPTIONAL_BILL_FACETS),
    state: parseLayout(env.SEARCH_STATE_LAYOUT),
    defaultSessions: {
      bills: parseSession(
        'SEARCH_DEFAULT_BILL_SESSION',
        env.SEARCH_DEFAULT_BILL_SESSION,
        DEFAULT_BILL_SESSION,
      ),
      other: parseSession('SEARCH_DEFAULT_SESSION', env.SEARCH_DEFAULT_SESSION, DEFAULT_OTHER_SESSION),
    },
    amendmentPdfBaseUrl: pdfBase ? pdfBase : null,
  };
}
