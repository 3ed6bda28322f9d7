import { fireEvent, screen } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { amendmentListFixture, billTextFixture } from '../../testing/fixtures/bills';
import { journalFixture } from '../../testing/fixtures/journal';
import { lawDetailFixture, lawsPageFixture } from '../../testing/fixtures/laws';
import { mockApi } from '../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../testing/render-with-providers';
import { passageHash } from '../../utils/passage-anchor';
import * as amendment from './amendment';
import * as billText from './bill-text';
import * as journal from './journal';
import * as law from './law';
import * as laws from './laws';

const loaderArgs = (url: string, params: Record<string, string> = {}) =>
  ({ params, request: new Request(`http://localhost${url}`) }) as unknown as LoaderFunctionArgs;

describe('bill, law and journal routes', () => {
  it('/app/text/:id prefetches the section and shows it', async () => {
    const { requestedUrls } = mockApi({ '/api/text/32': billTextFixture() });
    const queryClient = createTestQueryClient();
    billText.clientLoader(queryClient)(loaderArgs('/app/text/32', { id: '32' }));
    renderWithProviders(<billText.Component />, {
      route: '/app/text/32',
      path: '/app/text/:id',
      queryClient,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'SECTION 2.' })).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/api/text/32']);
  });

  it('/app/text/:id#search-for=… highlights the linked passage and scrolls it into view', async () => {
    mockApi({ '/api/text/32': billTextFixture() });
    // jsdom lays nothing out and has no scrollIntoView: record where the page asks to scroll.
    const scrolledTo: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    try {
      // As a search match links it: the chunk's first 100 characters, index-flattened and differently cased.
      renderWithProviders(<billText.Component />, {
        route: `/app/text/32${passageHash('it SHALL report every year.')}`,
        path: '/app/text/:id',
      });
      const mark = await screen.findByText('It shall report every year.', { selector: 'mark' });
      expect(mark.closest('p')).toHaveTextContent(
        /^The department shall publish guidance\.\s+\(b\) It shall report every year\.$/,
      );
      expect(scrolledTo).toEqual([mark]);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('/app/text/:id shows the section unmarked when the linked passage is not in it', async () => {
    mockApi({ '/api/text/32': billTextFixture() });
    const { container } = renderWithProviders(<billText.Component />, {
      route: `/app/text/32${passageHash('a passage of another section')}`,
      path: '/app/text/:id',
    });
    expect(await screen.findByText(/The department shall publish guidance/)).toBeInTheDocument();
    expect(container.querySelector('mark')).toBeNull();
  });

  it('/app/amendments/ reads id and amendment_number from the query string', async () => {
    const { requestedUrls } = mockApi({ '/api/amendments?id=1&amendment_number=3': amendmentListFixture() });
    const url = '/app/amendments/?id=1&amendment_number=3';
    const queryClient = createTestQueryClient();
    amendment.clientLoader(queryClient)(loaderArgs(url));
    renderWithProviders(<amendment.Component />, { route: url, path: '/app/amendments', queryClient });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Amendment 3 to H1001' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bill' })).toHaveAttribute('href', '/app/bill/1');
    expect(requestedUrls()).toEqual(['/api/amendments?id=1&amendment_number=3']);
  });

  it('/app/amendments/ without a valid bill id is Not found and fetches nothing', () => {
    const { requestedUrls } = mockApi({});
    for (const url of ['/app/amendments/', '/app/amendments/?id=1&amendment_number=%3Cb%3E']) {
      amendment.clientLoader(createTestQueryClient())(loaderArgs(url));
      const { unmount } = renderWithProviders(<amendment.Component />, {
        route: url,
        path: '/app/amendments',
      });
      expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      unmount();
    }
    expect(requestedUrls()).toEqual([]);
  });

  it('/laws keeps the chosen session in the URL', async () => {
    const { requestedUrls } = mockApi({
      '/api/laws?session=2023-2024&page=1': lawsPageFixture({ session: '2023-2024' }),
    });
    const url = '/laws?session=2023-2024';
    const queryClient = createTestQueryClient();
    laws.clientLoader(queryClient)(loaderArgs(url));
    renderWithProviders(<laws.Component />, { route: url, path: '/laws', queryClient });
    expect(screen.getByRole('heading', { level: 1, name: 'Laws' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Session' })).toHaveValue('2023-2024');
    expect(requestedUrls()).toEqual(['/api/laws?session=2023-2024&page=1']);
  });

  it('/laws/:session/:chapter shows the chapter with its summary as text; a bad chapter is Not found', async () => {
    mockApi({ '/api/laws/2025-2026/acts-2025-12': lawDetailFixture() });
    const { unmount } = renderWithProviders(<law.Component />, {
      route: '/laws/2025-2026/acts-2025-12',
      path: '/laws/:session/:chapter',
    });
    expect(await screen.findByText('Creates a ferry authority.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Laws' })).toHaveAttribute('href', '/laws?session=2025-2026');
    unmount();
    renderWithProviders(<law.Component />, {
      route: '/laws/2025-2026/chapter-12',
      path: '/laws/:session/:chapter',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('/app/journal?date= shows that day and keeps a newly picked day in the URL', async () => {
    const api = mockApi({ '/api/bills/journal': journalFixture('2026-03-05') });
    const url = '/app/journal?date=2026-03-05';
    const queryClient = createTestQueryClient();
    journal.clientLoader(queryClient)(loaderArgs(url));
    renderWithProviders(<journal.Component />, { route: url, path: '/app/journal', queryClient });
    expect(await screen.findByRole('button', { name: 'Actions on House bills (2)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Journal date')).toHaveValue('2026-03-05');
    fireEvent.change(screen.getByLabelText('Journal date'), { target: { value: '2026-03-04' } });
    expect(screen.getByLabelText('Journal date')).toHaveValue('2026-03-04');
    expect(api.requestedUrls()).toEqual(['/api/bills/journal', '/api/bills/journal']);
  });
});
