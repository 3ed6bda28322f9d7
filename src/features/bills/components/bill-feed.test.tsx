import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { billFixture, billPage } from '../../../testing/fixtures/bills';
import { errorResponse, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { BillChamberFilter } from '../api/keys';
import { BillFeed } from './bill-feed';

/** An IntersectionObserver whose targets the test can bring into view. */
const observers = new Set<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }>();
function scrollSentinelIntoView() {
  act(() => {
    for (const observer of observers) {
      observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

beforeEach(() => {
  observers.clear();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit };
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options };
      }
      observe() {
        observers.add(this.entry);
      }
      disconnect() {
        observers.delete(this.entry);
      }
    },
  );
});

function Feed() {
  const [chamber, setChamber] = useState<BillChamberFilter>('all');
  return <BillFeed chamber={chamber} onChamberChange={setChamber} />;
}

const billLinks = () =>
  screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/app/bill/'));

describe('BillFeed', () => {
  it('loads page 1, then page 2 when the end of the list comes within 100 px, then ends', async () => {
    const { requestedUrls } = mockApi({
      '/api/bills?chamber=all&page=1': billPage(20, 1),
      '/api/bills?chamber=all&page=2': billPage(20, 21),
      '/api/bills?chamber=all&page=3': { data: [] },
    });
    renderWithProviders(<Feed />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading bills…');
    const first = await screen.findByRole('link', { name: 'H1001 Item 1 act' });
    expect(first).toHaveAttribute('href', '/app/bill/1');
    expect(
      within(first.closest('li')!).getByText('Rep. Jane Doe · In committee · Last action Mar 15, 2026'),
    ).toBeInTheDocument();
    expect(billLinks()).toHaveLength(20);
    expect([...observers][0]?.options?.rootMargin).toBe('100px');

    scrollSentinelIntoView();
    expect(await screen.findByRole('link', { name: 'H1040 Item 40 act' })).toBeInTheDocument();
    expect(billLinks()).toHaveLength(40);

    scrollSentinelIntoView();
    expect(await screen.findByText('No more data :)')).toBeInTheDocument();
    expect(requestedUrls()).toEqual([
      '/api/bills?chamber=all&page=1',
      '/api/bills?chamber=all&page=2',
      '/api/bills?chamber=all&page=3',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says a bill without history in the source has no status there, instead of naming one', async () => {
    mockApi({
      '/api/bills?chamber=all&page=1': {
        data: [
          billFixture({ id: 1 }),
          billFixture({
            id: 2,
            primary_sponsor: null,
            sponsors_known: false,
            actions_known: false,
            status: null,
            progress: null,
            last_action_date: null,
          }),
        ],
      },
    });
    renderWithProviders(<Feed />);
    const known = (await screen.findByRole('link', { name: 'H1001 Item 1 act' })).closest('li')!;
    const unknown = screen.getByRole('link', { name: 'H1002 Item 2 act' }).closest('li')!;
    expect(within(unknown).getByText('Status not in the source data')).toBeInTheDocument();
    expect(within(known).queryByText(/not in the source data/)).not.toBeInTheDocument();
  });

  it('offers a Load more button for keyboard users', async () => {
    const { requestedUrls } = mockApi({
      '/api/bills?chamber=all&page=1': billPage(20, 1),
      '/api/bills?chamber=all&page=2': { data: [] },
    });
    const { user } = renderWithProviders(<Feed />);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('No more data :)')).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/api/bills?chamber=all&page=1', '/api/bills?chamber=all&page=2']);
  });

  it("says 'No results :(' when the first page is empty", async () => {
    mockApi({ '/api/bills?chamber=all&page=1': { data: [] } });
    renderWithProviders(<Feed />);
    expect(await screen.findByText('No results :(')).toBeInTheDocument();
    expect(screen.queryByText('No more data :)')).not.toBeInTheDocument();
  });

  it('shows the error with Retry on the first page, and Retry loads it', async () => {
    let calls = 0;
    mockApi({
      '/api/bills?chamber=all&page=1': () =>
        ++calls === 1
          ? errorResponse(500, 'Internal Server Error', 'Bills are unavailable.')
          : jsonResponse({ data: [] }),
    });
    const { user } = renderWithProviders(<Feed />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Opps, something went wrong :(');
    expect(alert).toHaveTextContent('Bills are unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No results :(')).toBeInTheDocument();
  });

  it('keeps loaded bills when a later page fails, and Retry asks for that page again', async () => {
    let pageTwoCalls = 0;
    const { requestedUrls } = mockApi({
      '/api/bills?chamber=all&page=1': billPage(20, 1),
      '/api/bills?chamber=all&page=2': () =>
        ++pageTwoCalls === 1
          ? errorResponse(503, 'Service Unavailable', 'Try again soon.')
          : jsonResponse(billPage(3, 21)),
    });
    const { user } = renderWithProviders(<Feed />);
    await screen.findByRole('link', { name: 'H1001 Item 1 act' });
    scrollSentinelIntoView();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Opps, something went wrong :(');
    expect(billLinks()).toHaveLength(20);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'H1023 Item 23 act' })).toBeInTheDocument();
    await waitFor(() =>
      expect(requestedUrls()).toEqual([
        '/api/bills?chamber=all&page=1',
        '/api/bills?chamber=all&page=2',
        '/api/bills?chamber=all&page=2',
      ]),
    );
  });

  it('reloads the list for the chosen chamber', async () => {
    const { requestedUrls } = mockApi({
      '/api/bills?chamber=all&page=1': billPage(1, 1),
      '/api/bills?chamber=senate&page=1': { data: [] },
    });
    const { user } = renderWithProviders(<Feed />);
    await screen.findByRole('link', { name: 'H1001 Item 1 act' });
    await user.click(screen.getByRole('radio', { name: 'Senate' }));
    expect(await screen.findByText('No results :(')).toBeInTheDocument();
    expect(requestedUrls()).toContain('/api/bills?chamber=senate&page=1');
  });
});
