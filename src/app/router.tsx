import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import { RouteError } from './routes/route-error';
import { AppLayout } from './shell/app-layout';
import { AppLoading } from './shell/app-loading';

interface RouteModule {
  Component: React.ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
}

/** Each screen is its own chunk; its loader starts the screen's queries while the chunk arrives. */
const lazyRoute = (queryClient: QueryClient, load: () => Promise<RouteModule>) => async () => {
  const { Component, clientLoader } = await load();
  return { Component, loader: clientLoader?.(queryClient) };
};

/** The app's routes; the browser router (below) and server rendering (server-render.tsx) share them. */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  const route = (load: () => Promise<RouteModule>) => lazyRoute(queryClient, load);
  return [
    {
      path: '/',
      element: <AppLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <AppLoading />,
      children: [
        { index: true, lazy: route(() => import('./routes/home')) },
        { path: 'app/legislators', lazy: route(() => import('./routes/legislators')) },
        { path: 'app/legislators/:id', lazy: route(() => import('./routes/legislator')) },
        { path: 'app/committees', lazy: route(() => import('./routes/committees')) },
        { path: 'app/committees/:id', lazy: route(() => import('./routes/committee')) },
        { path: 'app/bills', lazy: route(() => import('./routes/bills')) },
        { path: 'app/bills/search', lazy: route(() => import('./routes/search-bills')) },
        { path: 'app/bills/search-ai', lazy: route(() => import('./routes/search-ai-bills')) },
        { path: 'app/search', lazy: route(() => import('./routes/search')) },
        { path: 'app/bill/:id', lazy: route(() => import('./routes/bill')) },
        { path: 'app/text/:id', lazy: route(() => import('./routes/bill-text')) },
        { path: 'app/amendments', lazy: route(() => import('./routes/amendment')) },
        { path: 'app/journal', lazy: route(() => import('./routes/journal')) },
        { path: 'laws', lazy: route(() => import('./routes/laws')) },
        { path: 'laws/:session/:chapter', lazy: route(() => import('./routes/law')) },
        { path: 'app/live-calendar', lazy: route(() => import('./routes/live-calendar')) },
        { path: 'app/testimony', lazy: route(() => import('./routes/testimony')) },
        { path: 'app/floorDebate', lazy: route(() => import('./routes/floor-debate')) },
        { path: 'app/meetings/:id', lazy: route(() => import('./routes/meeting')) },
        { path: 'app/votes', lazy: route(() => import('./routes/votes')) },
        { path: 'app/votes/:id', lazy: route(() => import('./routes/roll-call')) },
        { path: 'app/me', lazy: route(() => import('./routes/me')) },
        { path: 'app/me/notifications', lazy: route(() => import('./routes/notification-settings')) },
        { path: 'app/inbox', lazy: route(() => import('./routes/inbox')) },
        { path: 'app/sign-in', lazy: route(() => import('./routes/sign-in')) },
        { path: 'app/sign-up', lazy: route(() => import('./routes/sign-up')) },
        { path: 'app/agenda', lazy: route(() => import('./routes/agenda')) },
        { path: 'app/my-bills', lazy: route(() => import('./routes/my-bills')) },
        { path: 'app/report/:id', lazy: route(() => import('./routes/report')) },
        { path: 'app/news/articles', lazy: route(() => import('./routes/news-articles')) },
        { path: 'app/news/articles/:categoryId', lazy: route(() => import('./routes/news-articles')) },
        { path: 'app/news/category/:id/list', lazy: route(() => import('./routes/news-category')) },
        { path: 'app/news/press', lazy: route(() => import('./routes/news-press')) },
        { path: 'app/press/:id', lazy: route(() => import('./routes/press-release')) },
        { path: 'app/whipboards', lazy: route(() => import('./routes/whipboards')) },
        { path: 'app/whipboards/:id', lazy: route(() => import('./routes/whipboard')) },
        { path: 'app/whipboards/:id/print', lazy: route(() => import('./routes/whipboard-print')) },
        { path: 'whipboard/reset/:id', lazy: route(() => import('./routes/whipboard-reset')) },
        { path: '*', lazy: route(() => import('./routes/not-found')) },
      ],
    },
  ];
}

/**
 * Loads the screens a server-rendered page shows before hydrating it: a lazy route still loading would
 * render the fallback instead of the server's markup (React Router's documented recipe for lazy + SSR).
 */
async function loadMatchedScreens(routes: RouteObject[], url: string): Promise<void> {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** `hydrationData` is the server's router state when the page was server-rendered (start.tsx). */
export async function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  // Whipboard moves made offline are replayed at app start and on `online`, whatever page is open.
  void import('../features/whipboard/utils/sync-engine').then(({ startWhipboardSync }) =>
    startWhipboardSync(queryClient),
  );
  const routes = appRoutes(queryClient);
  if (hydrationData) await loadMatchedScreens(routes, window.location.pathname + window.location.search);
  return createBrowserRouter(routes, { hydrationData });
}
