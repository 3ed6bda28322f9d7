// The server-side entry (built with `vite build --ssr`, loaded by server/plugins/page-renderer.ts): renders
// the first screen of a public page to HTML with its data, so a phone on a slow connection reads it before
// the app's JavaScript has arrived (issue 8: LCP ≤ 2 s on slow 4G), and React then hydrates that markup.
import { MantineProvider } from '@mantine/core';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { sessionQueryOptions } from '../features/account/api/get-session';
import { statesQueryOptions } from '../features/account/api/get-states';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { ServerSearchStateProvider, type ServerSearchState } from '../lib/server-search-state';
import { createDataWait, type DataWait } from './data-wait';
import { appRoutes } from './router';
import { BILL_SEARCH_PATH, serverSearchState } from './server-search';
import { serverStateElement } from './server-state';
import { cssVariablesResolver, theme } from './theme';

/**
 * Public screens whose first view is worth rendering on the server: the dashboard and the lists people
 * open first (e2e/server-render.spec.ts checks each hydrates without a mismatch), and the bill search with its
 * first results. Personal screens depend on the session and are always rendered in the browser.
 */
const SERVER_RENDERED_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/app/bills',
  BILL_SEARCH_PATH,
  '/app/live-calendar',
  '/app/legislators',
  '/app/committees',
  '/app/votes',
  '/laws',
]);

/** A bill's page (issue 20: its summary is the largest text, late when the browser fetched it). */
const BILL_PAGE = /^\/app\/bill\/[1-9]\d{0,9}$/;

export const isServerRendered = (pathname: string): boolean =>
  SERVER_RENDERED_PATHS.has(pathname) || BILL_PAGE.test(pathname);

/** Whether the page shows search results: they follow the search engine's writes, not the database's. */
export const searchesOnServer = (pathname: string): boolean => pathname === BILL_SEARCH_PATH;

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The data block the browser hydrates from (src/app/server-state.ts). */
  state: string;
  /** Every query was answered in time and without an error: the page may be shown to others too. */
  complete: boolean;
  /**
   * Incomplete only because an answer (or the bill search's results) had not come within the limit, none
   * having failed: the same page rendered again with more time can be complete.
   */
  late: boolean;
}

/** The loaders start their queries without waiting; the page is rendered once they are answered. */
async function settle(client: QueryClient, wait: DataWait): Promise<void> {
  while (client.isFetching() > 0 && (await wait.tick()));
}

/**
 * How the app's API calls are answered while rendering. Set once by the server: it must route each call
 * to the request being rendered (server/plugins/page-renderer.ts), since several render at once.
 */
export { setApiTransport } from '../lib/api-client';

/**
 * Renders `url` (path and query) for a signed-out visitor. Null when the page should be left to the
 * browser: a redirect or a route error.
 */
export async function renderPage(url: string, options: { timeoutMs: number }): Promise<RenderedPage | null> {
  // One cache per request; no retries, a failed answer is simply fetched again by the browser.
  const queryClient = createQueryClient({ queries: { retry: false } });
  // Every screen shows sign-in dependent parts (Track Bill buttons, the agenda): rendered as signed out
  // here, they need no second render in the browser, and the answer sets the visitor's CSRF cookie.
  void queryClient.prefetchQuery(sessionQueryOptions());
  // The header names the state the page is rendered for (the server names it on every call it answers),
  // and the browser adopts it from this answer without asking again (src/app/follow-state.ts).
  void queryClient.prefetchQuery(statesQueryOptions());
  const handler = createStaticHandler(appRoutes(queryClient));
  const request = new URL(url, 'http://localhost');
  const context = await handler.query(new Request(request));
  if (context instanceof Response || context.errors) return null;
  await settle(queryClient, createDataWait(options.timeoutMs));

  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (search: ServerSearchState | null) => (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
        <QueryClientProvider client={queryClient}>
          <ServerSearchStateProvider state={search}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ServerSearchStateProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
  const searches = searchesOnServer(request.pathname);
  // The search needs the page's configuration (a query above): it has a time limit of its own after it.
  const search = searches
    ? await serverSearchState(url, page(null), createDataWait(options.timeoutMs))
    : null;
  const html = renderToString(page(search));
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  const waited = (searches && search === null) || queryClient.isFetching() > 0;
  const state = serverStateElement({
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    queries: dehydrate(queryClient),
    ...(search && { search }),
  });
  queryClient.clear();
  return { html, state, complete: !failed && !waited, late: !failed && waited };
}
