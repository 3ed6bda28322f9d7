// The bill search's first results as the server found them (src/app/server-search.ts), handed to the
// page's <InstantSearch> so it hydrates the server's markup without searching again. Kept apart from
// react-instantsearch: the app shell holds this context, and the search library stays in the search chunk.
import type { InitialResults } from 'instantsearch.js';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

export interface ServerSearchState {
  /** The address (path and query) the results were searched for. */
  url: string;
  /** InstantSearch's server state (react-instantsearch's getServerState). */
  initialResults: InitialResults;
}

/** The state, and whether a search page has taken it already. */
interface Holder {
  state: ServerSearchState | null;
  taken: () => boolean;
  markTaken: () => void;
}

const ServerSearchContext = createContext<Holder | null>(null);

export function ServerSearchStateProvider({
  state,
  children,
}: {
  state: ServerSearchState | null;
  children: ReactNode;
}) {
  const [holder] = useState<Holder>(() => {
    let taken = false;
    const markTaken = () => {
      taken = true;
    };
    return { state, taken: () => taken, markTaken };
  });
  return <ServerSearchContext value={holder}>{children}</ServerSearchContext>;
}

/**
 * The server's results for the search page being mounted, or null. Only the first mount at the very
 * address they were searched for gets them: a later visit (Back to the page, another query) must search,
 * since the data may have moved on.
 */
export function useServerSearchResults(): InitialResults | null {
  const holder = useContext(ServerSearchContext);
  const { pathname, search } = useLocation();
  const [results] = useState(() =>
    holder && !holder.taken() && holder.state?.url === pathname + search ? holder.state.initialResults : null,
  );
  // After the first commit, not during render: StrictMode renders twice, and both must get the results.
  useEffect(() => {
    holder?.markTaken();
  }, [holder]);
  return results;
}
