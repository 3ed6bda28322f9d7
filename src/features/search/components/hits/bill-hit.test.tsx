import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '../../../../testing/location-probe';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import { startSearchServer, type SearchServer } from '../../../../testing/search-server';
import { SearchBills } from '../search-bills';

let server: SearchServer;
beforeAll(async () => {
  server = await startSearchServer();
}, 60_000);
afterAll(() => server.close());
beforeEach(() => server.routeApiRequests());

function renderSearch(
  route = '/app/bills/search?q=libraries',
  renderBillActions?: (bill: { bill_type_number: string }) => string,
) {
  return renderWithProviders(
    <>
      <SearchBills
        config={server.config}
        searchClient={server.searchClient()}
        renderBillActions={renderBillActions}
      />
      <LocationProbe />
    </>,
    { route },
  );
}

async function expand(user: ReturnType<typeof renderSearch>['user'], billNumber: string) {
  await user.click(await screen.findByRole('button', { name: `Show more about ${billNumber}` }));
  return screen.getByRole('button', { name: `Show less about ${billNumber}` }).closest('article')!;
}

describe('a bill hit', () => {
  it("opens its tabs with 'Show more >>' on Overview, and closes them with 'Show less <<'", async () => {
    const { user } = renderSearch();
    const card = await expand(user, 'H 100');
    expect(within(card).getByRole('button', { name: 'Show less about H 100' })).toHaveTextContent(
      'Show less <<',
    );
    expect(
      within(card)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Overview', 'History', 'P.P.T.', 'Citations', 'Categories']);
    expect(within(card).getByRole('tabpanel')).toHaveTextContent('Funds school libraries.');
    await user.click(within(card).getByRole('button', { name: 'Show less about H 100' }));
    expect(within(card).queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Show more about H 100' })).toHaveTextContent(
      'Show more >>',
    );
  });

  it("says 'No summary available.' when the bill has none", async () => {
    const { user } = renderSearch();
    const card = await expand(user, 'S 40');
    expect(within(card).getByRole('tabpanel')).toHaveTextContent('No summary available.');
  });

  it("loads History on click with 'Loading...', escaped, newest first", async () => {
    const { user } = renderSearch();
    const card = await expand(user, 'H 100');
    await user.click(within(card).getByRole('tab', { name: 'History' }));
    expect(within(card).getByRole('status')).toHaveTextContent('Loading...');
    const panel = within(card).getByRole('tabpanel');
    await waitFor(() =>
      expect(panel).toHaveTextContent('Jun 2, 2025 · HouseAmended <img src=x onerror=alert(1)>'),
    );
    expect(panel.querySelector('img')).toBeNull();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
  });

  it('P.P.T. lists the same bill filed in other sessions; its links stay in the app', async () => {
    const { user } = renderSearch();
    const card = await expand(user, 'H 100');
    await user.click(within(card).getByRole('tab', { name: 'P.P.T.' }));
    const earlier = await within(card).findByRole('link', { name: 'H 95' });
    expect(within(card).getByRole('link', { name: 'S 40' })).toHaveAttribute(
      'href',
      `/app/bill/${server.fixtures.twinId}`,
    );
    expect(earlier.closest('li')).toHaveTextContent('2023-2024 (earlier session)');
    await user.click(earlier);
    expect(screen.getByTestId('location-path')).toHaveTextContent(`/app/bill/${server.fixtures.refiledId}`);
  });

  it('loads Citations and Categories as escaped lists', async () => {
    const { user } = renderSearch();
    const card = await expand(user, 'H 100');
    await user.click(within(card).getByRole('tab', { name: 'Citations' }));
    await waitFor(() =>
      expect(within(card).getByRole('tabpanel')).toHaveTextContent('M.G.L. c. 6 § 1 <script>'),
    );
    await user.click(within(card).getByRole('tab', { name: 'Categories' }));
    await waitFor(() =>
      expect(within(card).getByRole('tabpanel')).toHaveTextContent('Libraries & <Archives>'),
    );
  });

  it("shows 'Error loading content' in red, and logs it, when a tab cannot load", async () => {
    // A bill indexed, then removed from the database: its tabs answer 404.
    const database = server.database.db;
    const [ghost] = await database
      .insertInto('bills')
      .values({
        external_id: 'test:ghost',
        session_id: 1,
        chamber: 'house',
        bill_type: 'H',
        bill_number: 999,
        bill_type_number: 'H 999',
        title: 'An Act relative to ghost libraries',
        status: 'Filed',
        progress: 'Filed',
        jurisdiction_id: server.fixtures.jurisdictionId,
        sponsors_known: 1,
        actions_known: 1,
      })
      .returning('id')
      .execute();
    await server.sync();
    await database.deleteFrom('bills').where('id', '=', ghost!.id).execute();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { user } = renderSearch();
      const card = await expand(user, 'H 999');
      await user.click(within(card).getByRole('tab', { name: 'History' }));
      const error = await within(card).findByRole('alert');
      expect(error).toHaveTextContent('Error loading content');
      expect(error).toHaveStyle({ color: 'var(--mantine-color-error)' });
      expect(logged).toHaveBeenCalledWith('Error loading content', expect.objectContaining({ status: 404 }));
    } finally {
      logged.mockRestore();
      await server.sync();
    }
  });

  it("renders the tracking slot's actions for each bill (issue 5)", async () => {
    renderSearch('/app/bills/search?q=libraries', (bill) => `Track ${bill.bill_type_number}`);
    expect(await screen.findByText('Track H 100')).toBeInTheDocument();
    expect(screen.getByText('Track S 40')).toBeInTheDocument();
  });
});
