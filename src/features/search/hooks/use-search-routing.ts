import type { StateMapping, UiState } from 'instantsearch.js';
import { useContext, useEffect, useLayoutEffect, useState } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation, useNavigate } from 'react-router-dom';
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
  // The app's data router holds a tapped link's navigation while the next screen's code loads (seconds
  // offline, from the worker's cache); this page is still mounted then. Null in a plain router (tests).
  const navigation = useContext(UNSAFE_DataRouterStateContext)?.navigation;
  const leaving =
    navigation !== undefined &&
    navigation.state !== 'idle' &&
    navigation.location.pathname !== location.pathname;
  useLayoutEffect(() => {
    let onThisPage = true;
    routing.router.connect(location, (search) => {
      // A write still pending when the reader has left (a hit tapped within 400 ms of typing) must not
      // follow them: it would add this search to the next page's address. Nor may it fire while they
      // are leaving: a navigation to this page's search would cancel the one to the hit's page.
      if (onThisPage && !leaving) void navigate({ search });
    });
    return () => {
      onThisPage = false;
    };
  });
  useEffect(() => routing.router.locationChanged(location.search), [routing, location.search]);
  return { routing, router: routing.router };
}
