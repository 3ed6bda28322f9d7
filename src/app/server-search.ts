// The bill search's first results on the server (issue 20): react-instantsearch's documented server-side
// rendering. getServerState renders the page once to find its <InstantSearch> and widgets, runs their
// search (in-process: src/lib/search-client.ts sends it through the page's API transport), and returns the
// results the final render and the browser's hydration both start from.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getServerState } from 'react-instantsearch';
import type { ServerSearchState } from '../lib/server-search-state';
import type { DataWait } from './data-wait';

/** The bill search page: the one server-rendered page that searches. */
export const BILL_SEARCH_PATH = '/app/bills/search';

/**
 * The results of the search `url` asks for (its query, tab and refinements, read by the page's router),
 * rendered as `page`; null when they cannot be had within `wait` (the search failed or is slow, or the
 * page has no search yet: its configuration failed). The page is then sent with its loading state, and
 * the browser searches.
 */
export async function serverSearchState(
  url: string,
  page: ReactElement,
  wait: DataWait,
): Promise<ServerSearchState | null> {
  const late = wait.expiry();
  try {
    const state = await Promise.race([getServerState(page, { renderToString }), late.promise]);
    return state ? { url, initialResults: state.initialResults } : null;
  } catch {
    return null;
  } finally {
    late.cancel();
  }
}
