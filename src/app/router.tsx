import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunction } from 'react-router-dom';
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

export function createAppRouter(queryClient: QueryClient) {
  const route = (load: () => Promise<RouteModule>) => lazyRoute(queryClient, load);
  return createBrowserRouter([
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
        { path: 'app/bill/:id', lazy: route(() => import('./routes/bill')) },
        { path: 'app/live-calendar', lazy: route(() => import('./routes/live-calendar')) },
        { path: 'app/me', lazy: route(() => import('./routes/me')) },
        // The whipboard route (Whip tab) is added with the whipboard issue.
        { path: '*', lazy: route(() => import('./routes/not-found')) },
      ],
    },
  ]);
}
