import { RouterProvider } from 'react-router-dom';
import { ServerSearchStateProvider, type ServerSearchState } from '../lib/server-search-state';
import type { createAppRouter } from './router';
import { AppProvider } from './provider';

export function App({
  router,
  serverSearch = null,
}: {
  router: Awaited<ReturnType<typeof createAppRouter>>;
  /** The bill search's results the server rendered the page with (src/app/server-search.ts). */
  serverSearch?: ServerSearchState | null;
}) {
  return (
    <AppProvider>
      <ServerSearchStateProvider state={serverSearch}>
        <RouterProvider router={router} />
      </ServerSearchStateProvider>
    </AppProvider>
  );
}
