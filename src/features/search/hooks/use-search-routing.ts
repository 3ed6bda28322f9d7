import type { StateMapping, UiState } from 'instantsearch.js';
import { useContext, useEffect, useLayoutEffect, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate, type DataRouter } from 'react-router-dom';
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
  const dataRouter = useContext(UNSAFE_DataRouterContext)?.router;
  useLayoutEffect(() => {
    let onThisPage = true;
    routing.router.connect(location, (search) => {
      // A write still pending when the reader has left (a hit tapped within 400 ms of typing) must not
      // follow them: it would add this search to the next page's address. Nor may it fire while they
      // are leaving: a navigation to this page's search would cancel the one to the hit's page.
      if (onThisPage && !isLeaving(dataRouter, location.pathname)) void navigate({ search });
    });
    return () => {
      onThisPage = false;
    };
  });
  useEffect(() => routing.router.locationChanged(location.search), [routing, location.search]);
  return { routing, router: routing.router };
}

/**
 * Whether the data router is taking the reader away from `pathname`, or already has. Read from the router
 * when the write fires, not from this page's last render: RouterProvider renders each router state in a
 * transition, which a busy page renders late, so the page can still show 'idle' while the tap's
 * navigation is under way (an offline e2e run failed so 3 of 5 times after the render-time check).
 */
function isLeaving(router: DataRouter | undefined, pathname: string): boolean {
  if (!router) return false;
  const { location, navigation } = router.state;
  if (location.pathname !== pathname) return true;
  return navigation.state !== 'idle' && navigation.location.pathname !== pathname;
}
