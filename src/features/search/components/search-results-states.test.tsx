import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { startSearchServer, type SearchServer } from '../../../testing/search-server';
import { SearchBills } from './search-bills';

let server: SearchServer;
beforeAll(async () => {
  server = await startSearchServer();
}, 60_000);
afterAll(() => server.close());
beforeEach(() => server.routeApiRequests());
afterEach(() => {
  server.delaySearches(0);
  server.failSearches(null);
});

const renderSearch = (route = '/app/bills/search') =>
  renderWithProviders(<SearchBills config={server.config} searchClient={server.searchClient()} />, { route });
const box = () => screen.getByRole('searchbox', { name: 'Search bills' });
// jsdom's accessible-name computation drops the space before a <mark>; the text is what a reader sees.
const linkWithText = (text: string) =>
  screen.findByRole('link', { name: (_name, element) => element.textContent === text });
const settled = () => waitFor(() => expect(screen.getByRole('tablist')).not.toHaveTextContent('…'));

describe('the bill search states', () => {
  it('says so when nothing matches', async () => {
    const { user } = renderSearch();
    await settled();
    await user.type(box(), 'qqqzzzxxx');
    expect(await screen.findByText('No results. Try other words or clear the filters.')).toBeInTheDocument();
    expect(screen.getByText('0 results')).toBeInTheDocument();
  });

  it("shows 'Searching…' once a search stalls for 200 ms, then the results", async () => {
    const { user } = renderSearch();
    await settled();
    server.delaySearches(800);
    await user.type(box(), 'ferry');
    // Found is the check: the message shows only while the search stalls, and a render may replace its
    // node at once (the found one then reads as detached), so it is not asserted on again (failed once
    // in a quiet npm test with 'element could not be found in the document', 589 ms into the test).
    await screen.findByText('Searching…');
    await waitFor(() => expect(screen.queryByText('Searching…')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByRole('link', { name: /^S 7: / })).toBeInTheDocument();
  });

  it('shows a failed search with its message and retries it', async () => {
    const { user } = renderSearch();
    await settled();
    server.failSearches('Search is down for maintenance');
    await user.type(box(), 'ferry');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The search failed');
    // Our words, never the service's own message (issue 18).
    expect(alert).toHaveTextContent('The search service could not run this search (error 400)');
    expect(alert).not.toHaveTextContent('Search is down for maintenance');
    server.failSearches(null);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^S 7: / })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('hits of the other tabs link as spec §2 says', () => {
  it('news opens the article on its site in a new tab', async () => {
    renderSearch('/app/bills/search?tab=news');
    const link = await screen.findByRole('link', { name: 'Libraries get new funding' });
    expect(link).toHaveAttribute('href', 'https://example.org/news/libraries');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.closest('article')).toHaveTextContent('Boston Globe · May 1, 2024');
  });

  it('transcripts link to the transcript', async () => {
    renderSearch('/app/bills/search?tab=transcripts');
    const link = await screen.findByRole('link', { name: 'Education committee hearing' });
    expect(link).toHaveAttribute('href', 'https://example.org/transcripts/1');
    expect(link.closest('article')).toHaveTextContent(
      'Hearing · Mar 1, 2024 · Joint Committee on Education · Room A-1',
    );
  });

  it('legislators and committees link to their pages', async () => {
    const { user } = renderSearch('/app/bills/search?tab=legislators&q=baker');
    const ada = await linkWithText('Ada Baker');
    expect(ada.closest('article')).toHaveTextContent('House · Democratic');
    expect(ada).toHaveAttribute('href', `/app/legislators/${server.fixtures.idOf('Ada Baker')}`);
    await user.click(screen.getByRole('tab', { name: /^Committees/ }));
    await user.clear(box());
    await user.type(box(), 'ways');
    const committee = await linkWithText('House Committee on Ways and Means');
    expect(committee).toHaveAttribute(
      'href',
      `/app/committees/${server.fixtures.committeeId('House Committee on Ways and Means')}`,
    );
  });

  it('amendments link to the amendment page (Massachusetts layout)', async () => {
    renderSearch('/app/bills/search?tab=amendments');
    const link = await screen.findByRole('link', { name: 'Library hours amendment' });
    expect(link).toHaveAttribute(
      'href',
      `/app/amendments/?id=${server.fixtures.refiledId}&amendment_number=1`,
    );
    expect(link.closest('article')).toHaveTextContent('Amending H 95: An Act relative to school libraries');
  });
});

describe('on a wide screen', () => {
  it('shows the facets in a column beside the results instead of a sheet', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    renderSearch();
    const column = await screen.findByRole('complementary', { name: 'Refine your search' });
    expect(await within(column).findByRole('region', { name: 'Sponsors' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Refine your search/ })).not.toBeInTheDocument();
  });
});
