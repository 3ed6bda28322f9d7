import type { Router } from 'instantsearch.js';
import { parseRouteParams, toSearchString, type RouteParams } from './route-params';
import { WRITE_DELAY_MS } from './search-timing';

interface AppLocation {
  pathname: string;
  /** '?…' or '' */
  search: string;
}

export interface SearchRouterOptions {
  /** The address when the page mounts (InstantSearch reads it as it starts). */
  initialLocation: AppLocation;
  /** Parameters the page keeps outside the search state (the tab, results per page), in address order. */
  pageParams: readonly string[];
  writeDelayMs?: number;
}

export interface SearchRouter extends Router<RouteParams> {
  /**
   * Keeps the router in step with the app's router: its current address, and how to push a query string
   * (one history entry per settled search, so Back steps through them). Call after every render.
   */
  connect(location: AppLocation, navigate: (search: string) => void): void;
  /** Changes page parameters now (undefined removes one), keeping the latest search state in the address. */
  setPageParams(next: Record<string, string | undefined>): void;
  /** Call on every address change: Back/Forward and links reach InstantSearch, our own writes do not. */
  locationChanged(search: string): void;
}

/**
 * InstantSearch's router over the app's router (react-router), so the two never fight over history:
 * InstantSearch's own history router would push entries react-router does not know about.
 */
export function createSearchRouter(options: SearchRouterOptions): SearchRouter {
  const { pageParams, writeDelayMs = WRITE_DELAY_MS } = options;
  let location = options.initialLocation;
  let navigate: ((search: string) => void) | undefined;
  const getLocation = () => location;
  let listener: ((route: RouteParams) => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latestRoute: RouteParams | undefined;
  let written = getLocation().search;
  /**
   * Addresses written here that the page has not rendered yet, oldest first. A busy page renders a write
   * late (react-router renders each navigation in a transition): the address written for Senate can reach
   * the page after Clear filters has written the next one, and taken for Back it put Senate back on, the
   * button still enabled (a component test under load, issue 19). An address rendered is known as ours
   * until the page has rendered it or a later write of ours.
   */
  let unrendered: string[] = [];

  const currentPageParams = (): RouteParams => {
    const all = parseRouteParams(getLocation().search);
    return Object.fromEntries(pageParams.flatMap((name) => (all[name] ? [[name, all[name]]] : [])));
  };
  const go = (search: string) => {
    // Against the address last written, not the one last rendered: a busy page renders a write late, and
    // a change back (Senate, then Clear filters) compared with the old render was taken for no change,
    // leaving the address on Senate (a component test at load 13, issue 19).
    if (search === written) return;
    written = search;
    if (!navigate) return;
    unrendered.push(search);
    navigate(search);
  };

  return {
    $$type: 'statehouse.react-router',
    connect(current, push) {
      location = current;
      navigate = push;
    },
    read: () => parseRouteParams(getLocation().search, pageParams),
    write(route) {
      latestRoute = route;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        go(toSearchString(currentPageParams(), route));
      }, writeDelayMs);
    },
    createURL: (route) => `${getLocation().pathname}${toSearchString(currentPageParams(), route)}`,
    onUpdate(callback) {
      listener = callback;
    },
    dispose() {
      clearTimeout(timer);
      listener = undefined;
    },
    setPageParams(next) {
      clearTimeout(timer);
      const params = currentPageParams();
      for (const [name, value] of Object.entries(next)) {
        if (value === undefined) delete params[name];
        else params[name] = [value];
      }
      const ordered = Object.fromEntries(
        pageParams.flatMap((name) => (params[name] ? [[name, params[name]]] : [])),
      );
      go(toSearchString(ordered, latestRoute ?? parseRouteParams(getLocation().search, pageParams)));
    },
    locationChanged(search) {
      const own = unrendered.indexOf(search);
      if (own >= 0) {
        // Ours, perhaps rendered after a later write of ours: that later one still stands.
        unrendered = unrendered.slice(own + 1);
        return;
      }
      if (search === written) return;
      written = search;
      unrendered = [];
      clearTimeout(timer);
      latestRoute = undefined;
      listener?.(parseRouteParams(search, pageParams));
    },
  };
}
