import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stateKeys } from '../../features/account/api/keys';
import { signedInSession, signedOutSession } from '../../testing/fixtures/agenda';
import { jsonResponse } from '../../testing/mock-api';
import type * as SearchClientModule from '../../lib/search-client';
import { renderWithProviders } from '../../testing/render-with-providers';
import { startSearchServer, type SearchServer } from '../../testing/search-server';
import { massachusetts, stateList } from '../../testing/state-fixtures';
import { Component as SearchBillsRoute } from './search-bills';

// The page's own client would aim at jsdom's origin: aim it at the test server instead.
const search = vi.hoisted(() => ({ server: undefined as SearchServer | undefined }));
vi.mock('../../lib/search-client', async (importOriginal) => ({
  ...(await importOriginal<typeof SearchClientModule>()),
  getSearchClient: () => search.server!.searchClient(),
}));

beforeAll(async () => {
  search.server = await startSearchServer();
}, 60_000);
afterAll(() => search.server!.close());
afterEach(() => vi.useRealTimers());

interface SentRequest {
  route: string;
  body: unknown;
}

/**
 * The API as the signed-in (or not) visitor sees it: the session and the report are answered here, every
 * other '/api/…' request (search config, tracked status…) goes to the real server.
 */
function routeApi(session: typeof signedInSession) {
  const sent: SentRequest[] = [];
  const realFetch = globalThis.fetch;
  const replies: Record<string, unknown> = {
    'GET /api/auth/session': session,
    'POST /api/bills/isTracked/': {},
    'POST /api/generateReport': { id: 12 },
    'POST /api/loadBillTracking': { bill_ids: [], session: null, lists: [] },
    // The app's today is the state's, as the server counts it (a demo's fixed day), not the phone's.
    'GET /api/states': stateList([{ ...massachusetts, today: '2026-03-19' }], 'ma'),
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (typeof input !== 'string' || !input.startsWith('/')) return realFetch(input, init);
    const route = `${init.method ?? 'GET'} ${input}`;
    sent.push({ route, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    return route in replies
      ? jsonResponse(replies[route])
      : realFetch(`${search.server!.baseUrl}${input}`, init);
  });
  return sent;
}

const renderRoute = () => renderWithProviders(<SearchBillsRoute />, { route: '/app/bills/search' });
const toolbar = () => screen.getByRole('region', { name: 'Selected bills' });

describe('/app/bills/search', () => {
  it("makes a report of the selected bills, titled with the app's today, and opens it in a new tab", async () => {
    const sent = routeApi(signedInSession);
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const { user, queryClient } = renderRoute();
    await user.click(await screen.findByRole('checkbox', { name: 'Select H 100' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select S 7' }));
    expect(within(toolbar()).getByRole('button', { name: 'Track 2 Selected bills' })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(stateKeys.list())).toBeDefined());

    // The phone's calendar says March 7th; the report is dated the state's today.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 7, 12));
    await user.click(within(toolbar()).getByRole('button', { name: 'Generate Report on 2 Selected bills' }));
    await waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}/app/report/12`));
    const { billId } = search.server!.fixtures;
    expect(sent.find((request) => request.route === 'POST /api/generateReport')?.body).toEqual({
      ids: `${billId('H 100')},${billId('S 7')}`,
      title: 'Search Results - 3/19/2026',
    });
  });

  it('opens the tracking dialog for all the selected bills, in the session they share', async () => {
    const sent = routeApi(signedInSession);
    const { user } = renderRoute();
    await user.click(await screen.findByRole('button', { name: 'Select all on this page' }));
    await user.click(within(toolbar()).getByRole('button', { name: 'Track 3 Selected bills' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage tracking lists' });
    expect(dialog).toHaveTextContent('Lists for 3 bills');
    const { billId } = search.server!.fixtures;
    await waitFor(() =>
      expect(sent.find((request) => request.route === 'POST /api/loadBillTracking')?.body).toEqual({
        // In the page's order: S 7, H 100, then S 40 (a search fixture without a billId helper).
        billIds: [billId('S 7'), billId('H 100'), expect.any(Number)],
        sessionId: expect.any(Number),
      }),
    );
  });

  it('leads a signed-out visitor to sign in from both selection buttons', async () => {
    routeApi(signedOutSession);
    const { user } = renderRoute();
    await user.click(await screen.findByRole('checkbox', { name: 'Select H 100' }));
    const signIn = '/app/sign-in?returnTo=%2Fapp%2Fbills%2Fsearch';
    await waitFor(() =>
      expect(
        within(toolbar()).getByRole('link', { name: 'Track 1 Selected bill (sign in first)' }),
      ).toHaveAttribute('href', signIn),
    );
    expect(
      within(toolbar()).getByRole('link', { name: 'Generate Report on 1 Selected bill (sign in first)' }),
    ).toHaveAttribute('href', signIn);
  });
});
