import type { SearchClient } from 'instantsearch.js';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  createResilientSearch,
  SERVICE_CONNECTION,
  type ResilientSearch,
  type SearchConnection,
} from '../utils/resilient-search-client';
import type { SavedItemsSource } from '../utils/saved-records';

/** The search page's resilient client, for the status line and its Retry (search-status.tsx). */
export const ResilientSearchContext = createContext<ResilientSearch | null>(null);

/** One resilient client per service client and saved items, following the connection while mounted. */
export function useResilientSearch(
  service: SearchClient,
  savedItems: SavedItemsSource | undefined,
  slowAfterMs: number,
): ResilientSearch {
  const resilient = useMemo(
    () => createResilientSearch({ service, savedItems, slowAfterMs }),
    [service, savedItems, slowAfterMs],
  );
  useEffect(() => resilient.watch(), [resilient]);
  return resilient;
}

const NOTHING_TO_FOLLOW = () => () => {};

/** Where the results on screen come from: the service, or the phone's saved items and why. */
export function useSearchConnection(): SearchConnection {
  const resilient = useContext(ResilientSearchContext);
  return useSyncExternalStore(
    resilient?.subscribe ?? NOTHING_TO_FOLLOW,
    resilient?.getConnection ?? (() => SERVICE_CONNECTION),
    () => SERVICE_CONNECTION,
  );
}
