import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubEventSource, type FakeEventSource } from '../../../testing/fake-event-source';
import { LocationProbe } from '../../../testing/location-probe';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { startSearchServer, type SearchServer } from '../../../testing/search-server';
import { MORE_MATCHES_NOTE } from './chunk-matches';
import { SearchAiBills, type SearchAiBillsProps } from './search-ai-bills';

// The real engine behind the page: bill text sections for H 100 (seven matching 'library'), S 40 (one)
// and H 95, the 2023-2024 bill, which the default session leaves out.
let server: SearchServer;
beforeAll(async () => {
  server = await startSearchServer();
  const db = server.database.db;
  const billIds = Object.fromEntries(
    (await db.selectFrom('bills').select(['id', 'bill_type_number']).execute()).map((b) => [
      b.bill_type_number,
      b.id,
    ]),
  );
  const texts = await db
    .insertInto('bill_texts')
    .values(['H 100', 'S 40', 'H 95'].map((bill) => ({ bill_id: billIds[bill]!, version: 'As filed' })))
    .returning(['id', 'bill_id'])
    .execute();
  const textOf = (bill: string) => texts.find((t) => t.bill_id === billIds[bill])!.id;
  await db
    .insertInto('bill_text_sections')
    .values([
      ...Array.from({ length: 7 }, (_, index) => ({
        bill_text_id: textOf('H 100'),
        position: index + 1,
        heading: `SECTION ${index + 1}.`,
        body: `Every school library shall keep record ${index + 1} of its holdings.`,
      })),
      {
        bill_text_id: textOf('S 40'),
        position: 1,
        heading: 'SECTION 1.',
        body: 'The Senate library commission shall report.',
      },
      { bill_text_id: textOf('H 95'), position: 1, heading: 'SECTION 1.', body: 'A library study order.' },
    ])
    .execute();
  await server.sync();
}, 60_000);
afterAll(() => server.close());

let streams: FakeEventSource[];
beforeEach(() => {
  server.routeApiRequests();
  streams = stubEventSource();
});

function renderPage(route: string, props: Partial<SearchAiBillsProps> = {}) {
  const searchClient = server.searchClient();
  const search = vi.spyOn(searchClient, 'search');
  const view = renderWithProviders(
    <>
      <SearchAiBills config={server.config} searchClient={searchClient} {...props} />
      <LocationProbe />
    </>,
    { route },
  );
  return { ...view, search };
}

const hits = () =>
  within(screen.getByRole('list', { name: 'Bill text results' }))
    .getAllByRole('article')
    .map((article) => within(article).getAllByRole('link')[0]!.textContent);
const overlay = () => screen.queryByText(/^(Analyzing data|Finding best matches)…$/);
type User = ReturnType<typeof renderPage>['user'];
/** On a phone-sized screen (jsdom matches no media query) the facets are in the bottom sheet. */
async function refine(user: User, facet: string) {
  await user.click(screen.getByRole('button', { name: /^Refine your search/ }));
  const sheet = await screen.findByRole('dialog', { name: 'Refine your search' });
  return within(sheet).getByRole('region', { name: facet });
}

describe('SearchAiBills', () => {
  it('finds bills by their text in the default session, one hit per bill, under an overlay while searching', async () => {
    server.delaySearches(300);
    const { search, user } = renderPage('/app/bills/search-ai?query=library');
    try {
      const message = await screen.findByText('Analyzing data…');
      expect(message.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
      await waitFor(() => expect(hits()).toHaveLength(2));
    } finally {
      server.delaySearches(0);
    }
    expect(overlay()).not.toBeInTheDocument();
    expect(hits().sort()).toEqual([expect.stringMatching(/^H 100: /), expect.stringMatching(/^S 40: /)]);
    expect(screen.getByText('2 results')).toBeInTheDocument();
    const request = search.mock.calls.at(-1)![0] as unknown as { indexName: string; params: object }[];
    expect(request[0]).toMatchObject({
      indexName: 'bill_matches',
      params: expect.objectContaining({ query: 'library', hitsPerPage: 25 }),
    });
    const sessions = await refine(user, 'Session');
    expect(within(sessions).getByRole('checkbox', { name: /^2025-2026/ })).toBeChecked();
    expect(within(sessions).queryByRole('checkbox', { name: /^2023-2024/ })).not.toBeChecked();
  });

  it("shows a bill's matches with 'Matches found in:', and the 5-match note when more matched", async () => {
    const { user } = renderPage('/app/bills/search-ai?query=library');
    const card = (await screen.findByRole('link', { name: /^H 100: / })).closest('article')!;
    expect(within(card).getByText('Matches found in:').parentElement).toHaveTextContent(/SECTION \d\./);
    await user.click(within(card).getByRole('button', { name: 'Show more about H 100' }));
    const matches = within(card).getByRole('list', { name: 'Matches in H 100' });
    expect(within(matches).getAllByRole('listitem')).toHaveLength(5);
    expect(within(matches).getAllByText('library', { selector: 'mark' })).toHaveLength(5);
    const first = within(matches).getAllByRole('link')[0]!;
    expect(first.getAttribute('href')).toMatch(/^\/app\/text\/\d+#search-for=Every%20school%20library/);
    expect(within(card).getByRole('tabpanel')).toHaveTextContent(MORE_MATCHES_NOTE);
  });

  it("selects the page's bills for the route's track and report actions", async () => {
    const { user } = renderPage('/app/bills/search-ai?query=library', {
      renderSelectionActions: (bills) => (
        <output data-testid="selected">{bills.map((bill) => bill.bill_type_number).join(', ')}</output>
      ),
    });
    await waitFor(() => expect(hits()).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Selected bills' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all bills on this page' }));
    expect(screen.getByRole('region', { name: 'Selected bills' })).toHaveTextContent('2 bills selected');
    expect(screen.getByTestId('selected').textContent!.split(', ').sort()).toEqual(['H 100', 'S 40']);
    expect(screen.getByRole('checkbox', { name: 'Select H 100' })).toBeChecked();
  });

  it('searches every session once the default one is cleared, and keeps that in the address', async () => {
    const { user } = renderPage('/app/bills/search-ai?query=library&session=');
    await waitFor(() => expect(hits()).toHaveLength(3));
    const sessions = await refine(user, 'Session');
    expect(within(sessions).getByRole('checkbox', { name: /^2023-2024/ })).not.toBeChecked();
    await user.click(within(sessions).getByRole('checkbox', { name: /^2023-2024/ }));
    await waitFor(() => expect(hits()).toEqual([expect.stringMatching(/^H 95: /)]));
    await waitFor(() =>
      expect(screen.getByTestId('location-search')).toHaveTextContent('?query=library&session=2023-2024'),
    );
  });

  it("narrows the Sponsors facet with its filter box, searching the bill text matches' values", async () => {
    const { user } = renderPage('/app/bills/search-ai?query=library');
    await waitFor(() => expect(hits()).toHaveLength(2));
    const sponsors = await refine(user, 'Sponsors');
    expect(within(sponsors).getAllByRole('checkbox')).toHaveLength(2);
    await user.type(within(sponsors).getByRole('searchbox', { name: 'Filter Sponsors' }), 'senn');
    // The answer to the whole word: its match marked.
    // The facet search round trip runs on the real engine: a loaded machine can take seconds.
    expect(
      await within(sponsors).findByText('Senn', { selector: 'mark' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(sponsors).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(sponsors).getByRole('checkbox')).toHaveAccessibleName(/^Sen\. Dee Senn/);
  }, 20_000);

  it('asks for the overview of the shown results, and again for each new result set', async () => {
    const { user } = renderPage('/app/bills/search-ai?query=library');
    await waitFor(() => expect(streams).toHaveLength(1));
    const first = Object.fromEntries(streams[0]!.params);
    expect(first).toEqual({
      cache_id: expect.stringMatching(/.+/),
      key: server.config.apiKey,
      page: '0',
      per_page: '25',
      facetFilters: '[["session_name:2025-2026"]]',
    });

    await user.click(within(await refine(user, 'Chamber')).getByRole('checkbox', { name: /^Senate/ }));
    await waitFor(() => expect(hits()).toEqual([expect.stringMatching(/^S 40: /)]));
    const senate = '[["chamber:senate"],["session_name:2025-2026"]]';
    await waitFor(() => expect(streams.at(-1)!.params.get('facetFilters')).toBe(senate));
    expect(streams.at(-1)!.closed).toBe(false);
    expect(streams.slice(0, -1).every((stream) => stream.closed)).toBe(true);
    // Never the new refinements with the previous results' cache id (what the address holds mid-search).
    const senateCacheIds = streams
      .filter((stream) => stream.params.get('facetFilters') === senate)
      .map((stream) => stream.params.get('cache_id'));
    expect(senateCacheIds).toEqual([streams.at(-1)!.params.get('cache_id')]);
    expect(senateCacheIds[0]).not.toBe(first.cache_id);
  });

  it('offers no overview without a query', async () => {
    renderPage('/app/bills/search-ai');
    await waitFor(() => expect(hits().length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Results Overview & Suggestions' })).not.toBeInTheDocument();
    expect(streams).toHaveLength(0);
  });
});
