import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '../../../testing/location-probe';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { startSearchServer, type SearchServer } from '../../../testing/search-server';
import { SearchAll } from './search-all';

let server: SearchServer;
beforeAll(async () => {
  server = await startSearchServer();
}, 60_000);
afterAll(() => server.close());
afterEach(() => server.failSearches(null));

function renderSearch(route = '/app/search') {
  const searchClient = server.searchClient();
  const search = vi.spyOn(searchClient, 'search');
  const view = renderWithProviders(
    <>
      <SearchAll config={server.config} searchClient={searchClient} />
      <LocationProbe />
    </>,
    { route },
  );
  return { ...view, search };
}
const address = () => screen.getByTestId('location-search').textContent;
const results = () => screen.findByRole('list', { name: 'Results' });

describe('SearchAll (site-wide search)', () => {
  it('shows a loading list, then every item with its title, date and description', async () => {
    renderSearch();
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    const list = await results();
    expect(screen.getByText('16 results')).toBeInTheDocument();
    const news = within(list).getByRole('link', { name: 'Libraries get new funding' });
    expect(news).toHaveAttribute('href', 'https://example.org/news/libraries');
    const card = news.closest('article')!;
    expect(card).toHaveTextContent('NewsMay 1, 2024');
    expect(card).toHaveTextContent('School libraries win a budget line.');
    expect(
      within(list).getByRole('link', { name: 'H 100: An Act relative to school libraries' }),
    ).toHaveAttribute('href', `/app/bill/${server.fixtures.billId('H 100')}`);
  });

  it("searches 'Search everything...' as the user types and writes it to the address", async () => {
    const { user } = renderSearch();
    const box = screen.getByRole('searchbox', { name: 'Search everything' });
    expect(box).toHaveAttribute('placeholder', 'Search everything...');
    await user.type(box, 'ferry');
    await waitFor(() => expect(screen.getByText('1 result')).toBeInTheDocument());
    await waitFor(() => expect(document.querySelector('article mark')).toHaveTextContent('ferry'));
    await waitFor(() => expect(address()).toBe('?q=ferry'));
  });

  it("refines by Data Types in the 'Refine your search:' sheet (10 shown, up to 500)", async () => {
    const { user, search } = renderSearch();
    await results();
    await user.click(screen.getByRole('button', { name: 'Refine your search:' }));
    const sheet = await screen.findByRole('dialog', { name: 'Refine your search:' });
    const types = within(sheet).getByRole('region', { name: 'Data Types' });
    await user.click(within(types).getByRole('checkbox', { name: /^Committee 5/ }));
    await waitFor(() => expect(screen.getByText('5 results')).toBeInTheDocument());
    await waitFor(() => expect(address()).toBe('?type=Committee'));
    const request = (
      search.mock.calls.at(-1)![0] as unknown as { params: { maxValuesPerFacet: number } }[]
    )[0]!;
    expect(request.params.maxValuesPerFacet).toBe(500);
    await user.click(within(sheet).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByText('16 results')).toBeInTheDocument());
  });

  it('restores the search from the address', async () => {
    renderSearch('/app/search?q=libraries&type=News');
    await waitFor(() => expect(screen.getByText('2 results')).toBeInTheDocument());
    expect(screen.getByRole('searchbox', { name: 'Search everything' })).toHaveValue('libraries');
    expect(screen.getByRole('button', { name: /^Refine your search: ?1 ?active$/ })).toBeInTheDocument();
  });

  it('says so when nothing matches, and shows a failed search', async () => {
    const { user } = renderSearch();
    await results();
    await user.type(screen.getByRole('searchbox', { name: 'Search everything' }), 'qqqzzzxxx');
    expect(await screen.findByText('No results. Try other words or clear the filters.')).toBeInTheDocument();
    server.failSearches('Search is down for maintenance');
    await user.type(screen.getByRole('searchbox', { name: 'Search everything' }), 'y');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The search service could not run this search (error 400)');
    expect(alert).not.toHaveTextContent('Search is down for maintenance');
  });
});
