// The search's delayed address write (400 ms after a search settles) must not cancel the reader's way
// out: with the app's data router, a tapped hit's navigation waits while the next screen's code loads
// (offline, from the worker's cache), and the search page is still mounted then.
import { act, render } from '@testing-library/react';
import type { UiState } from 'instantsearch.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RouteParams } from '../utils/route-params';
import type { SearchRouter } from '../utils/search-router';
import { useSearchRouting } from './use-search-routing';

const identity = () => ({
  stateToRoute: (state: UiState) => state as unknown as RouteParams,
  routeToState: (route: RouteParams) => route as unknown as UiState,
});

afterEach(() => {
  vi.useRealTimers();
});

/** A search page, and the search router it made when it mounted. */
function searchPage() {
  let router: SearchRouter | undefined;
  function SearchPage() {
    router = useSearchRouting(identity).router;
    return <p>search</p>;
  }
  return { SearchPage, searchRouter: () => router! };
}

/**
 * The search page in a data router beside a bill page whose code loads only when `openBillPage()` is
 * called, as a lazy screen offline waits on the worker's cache.
 */
function searchBesideHeldBillPage() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const { SearchPage, searchRouter } = searchPage();
  let releaseBillCode!: () => void;
  const billCode = new Promise<void>((resolve) => (releaseBillCode = resolve));
  const router = createMemoryRouter(
    [
      { path: '/search', element: <SearchPage /> },
      {
        path: '/bill',
        lazy: async () => {
          await billCode;
          return { element: <p>bill</p> };
        },
      },
    ],
    { initialEntries: ['/search'] },
  );
  render(<RouterProvider router={router} />);
  /** Lets the bill page load and waits until the reader is on it, with no search in its address. */
  const expectBillPageOpens = async () => {
    await act(async () => {
      releaseBillCode();
      await billCode;
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/bill'));
    expect(router.state.location.search).toBe('');
    expect(router.state.navigation.state).toBe('idle');
  };
  return { router, searchRouter, expectBillPageOpens };
}

describe('useSearchRouting in the data router', () => {
  it('drops a pending write while the reader is on the way to another page', async () => {
    const { router, searchRouter, expectBillPageOpens } = searchBesideHeldBillPage();
    // A search settles, and the reader taps a hit before its address is written.
    act(() => searchRouter().write({ q: ['ferry'] }));
    await act(async () => {
      void router.navigate('/bill');
    });
    expect(router.state.navigation.state).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await expectBillPageOpens();
  });

  it('drops a write that fires before React has rendered the pending navigation', async () => {
    const { router, searchRouter, expectBillPageOpens } = searchBesideHeldBillPage();
    act(() => searchRouter().write({ q: ['ferry'] }));
    // RouterProvider renders each router state in a transition, which a busy page renders late: the tap's
    // navigation has started, the mounted page has not seen it yet, and the write's timer fires then.
    act(() => {
      void router.navigate('/bill');
      expect(router.state.navigation.state).toBe('loading');
      vi.advanceTimersByTime(1_000);
    });
    await expectBillPageOpens();
  });

  it('still writes the settled search while the reader stays', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { SearchPage, searchRouter } = searchPage();
    const router = createMemoryRouter([{ path: '/search', element: <SearchPage /> }], {
      initialEntries: ['/search'],
    });
    render(<RouterProvider router={router} />);
    act(() => searchRouter().write({ q: ['ferry'] }));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(router.state.location).toMatchObject({ pathname: '/search', search: '?q=ferry' });
  });
});
