import type { SearchParamNames } from './bill-search-state';
import { toSearchString } from './route-params';

/** The AI-assisted bill search (spec §2 'Bill search page, AI-assisted variant'): bills by their text. */
export const BILL_TEXT_SEARCH_PATH = '/app/bills/search-ai';

const QUERY_PARAM = 'query';
const SESSION_PARAM = 'session';

/** Its address parameters (issue 9): `query`, `session`, and the other facets by their attribute. */
export const BILL_TEXT_SEARCH_PARAMS: SearchParamNames = {
  query: QUERY_PARAM,
  tabParam: (_tab, name) => (name === 'session_name' ? SESSION_PARAM : name),
};

/**
 * The AI-assisted search for a query in the given sessions. No session is written as an empty value, so
 * the page does not fall back to its default session (spec §9) when the user had cleared it.
 */
export function billTextSearchPath(query: string, sessions: readonly string[]): string {
  const search = toSearchString({
    [QUERY_PARAM]: [query],
    [SESSION_PARAM]: sessions.length > 0 ? [...sessions] : [''],
  });
  return `${BILL_TEXT_SEARCH_PATH}${search}`;
}
