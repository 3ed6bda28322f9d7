import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import type { ServerSearchState } from '../lib/server-search-state';

/** What a server-rendered page hands the browser so it can hydrate without fetching again. */
export interface ServerState {
  router: HydrationState;
  queries: DehydratedState;
  /** The bill search's first results, when the page is the bill search (src/app/server-search.ts). */
  search?: ServerSearchState;
}

const ELEMENT_ID = 'server-state';

/**
 * A JSON data block, not a script: the Content-Security-Policy allows no inline script. Every `<` is
 * escaped so text in the data (a bill title, say) can never close the element early.
 */
export function serverStateElement(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** Whether this page was rendered by the server (it carries its state), without reading that state. */
export const isServerRenderedPage = (doc: Document = document): boolean =>
  doc.getElementById(ELEMENT_ID) !== null;

/** The state of a server-rendered page, or null for the plain app shell (or state that cannot be read). */
export function readServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
