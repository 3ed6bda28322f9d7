import type { StateMapping, UiState } from 'instantsearch.js';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RouteParams } from '../utils/route-params';
import { createSearchRouter, type SearchRouter } from '../utils/search-router';

/**
 * InstantSearch's `routing` for a search page, written through react-router: back/forward and shared
 * links restore the search (spec §9: written 400 ms after it settles). Created once per page mount, as
 * InstantSearch reads `routing` only when it starts.
 */
export function useSearchRouting(
  createStateMapping: () => StateMapping<UiState, RouteParams>,
  pageParams: readonly string[] = [],
): {
  routing: { router: SearchRouter; stateMapping: StateMapping<UiState, RouteParams> };
  router: SearchRouter;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const [routing] = useState(() => ({
    router: createSearchRouter({ initialLocation: location, pageParams }),
    stateMapping: createStateMapping(),
  }));
  useLayoutEffect(() => {
    let onThisPage = true;
    routing.router.connect(location, (search) => {
      // A write still pending when the reader has left (a hit tapped within 400 ms of typing) must not
      // follow them: it would add this search to the next page's address.
      if (onThisPage) void navigate({ search });
    });
    return () => {
      onThisPage = false;
    };
  });
  useEffect(() => routing.router.locationChanged(location.search), [routing, location.search]);
  return { routing, router: routing.router };
}
