import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { cssVariablesResolver, theme } from '../app/theme';
import { createQueryClient } from '../lib/query-client';

export interface RenderOptions {
  /** The URL the MemoryRouter starts at. @default '/' */
  route?: string;
  /** A route pattern (e.g. '/app/bill/:id') so the component can read params. @default none */
  path?: string;
  /** @default a new client with retries off */
  queryClient?: QueryClient;
}

export function createTestQueryClient(): QueryClient {
  return createQueryClient({ queries: { retry: false, gcTime: Infinity } });
}

/** Renders with the app's real theme, a real QueryClient (no retries) and an in-memory router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', path, queryClient = createTestQueryClient() } = options;
  const user = userEvent.setup();
  const result = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          {path ? (
            <Routes>
              <Route path={path} element={ui} />
            </Routes>
          ) : (
            ui
          )}
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, user, queryClient };
}
