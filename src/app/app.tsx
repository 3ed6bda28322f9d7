import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router';
import { AppProvider } from './provider';

export function App({ router }: { router: Awaited<ReturnType<typeof createAppRouter>> }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
