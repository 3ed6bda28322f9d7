import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { startSearchServer, type SearchServer } from '../../../testing/search-server';
import type { BillHitRef } from './bill-hit-actions';
import { SearchBills } from './search-bills';

let server: SearchServer;
beforeAll(async () => {
  server = await startSearchServer();
}, 60_000);
afterAll(() => server.close());
beforeEach(() => server.routeApiRequests());

/** The route's actions stand in as the bills they were given, in order. */
const listActions = (bills: readonly BillHitRef[]) => (
  <output data-testid="selection-actions">{bills.map((bill) => bill.bill_type_number).join(', ')}</output>
);

function renderSearch(withActions = true) {
  return renderWithProviders(
    <SearchBills
      config={server.config}
      searchClient={server.searchClient()}
      renderSelectionActions={withActions ? listActions : undefined}
    />,
    { route: '/app/bills/search' },
  );
}

const toolbar = () => screen.queryByRole('region', { name: 'Selected bills' });
const checkbox = (bill: string) => screen.getByRole('checkbox', { name: `Select ${bill}` });

describe('selecting bill hits', () => {
  it('offers no select boxes when the page has no actions for them', async () => {
    renderSearch(false);
    await screen.findByRole('link', { name: /^H 100: / });
    expect(screen.queryByRole('checkbox', { name: /^Select / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select all on this page' })).not.toBeInTheDocument();
  });

  it('shows the toolbar only while bills are selected, with their count and the actions', async () => {
    const { user } = renderSearch();
    await screen.findByRole('link', { name: /^H 100: / });
    expect(toolbar()).not.toBeInTheDocument();

    await user.click(checkbox('H 100'));
    expect(checkbox('H 100')).toBeChecked();
    expect(toolbar()).toHaveTextContent('1 bill selected');
    expect(screen.getByTestId('selection-actions')).toHaveTextContent('H 100');

    await user.click(checkbox('S 7'));
    expect(toolbar()).toHaveTextContent('2 bills selected');
    expect(screen.getByTestId('selection-actions')).toHaveTextContent('H 100, S 7');

    await user.click(checkbox('H 100'));
    expect(toolbar()).toHaveTextContent('1 bill selected');
    await user.click(checkbox('S 7'));
    expect(toolbar()).not.toBeInTheDocument();
  });

  it('selects every bill on the page, and clears the selection', async () => {
    const { user } = renderSearch();
    await screen.findByRole('link', { name: /^H 100: / });
    await user.click(checkbox('H 100'));
    await user.click(screen.getByRole('button', { name: 'Select all on this page' }));
    expect(toolbar()).toHaveTextContent('3 bills selected');
    // Already chosen bills keep their place; the rest follow in the page's order.
    expect(screen.getByTestId('selection-actions')).toHaveTextContent('H 100, S 7, S 40');
    expect(screen.getByRole('button', { name: 'Select all on this page' })).toBeDisabled();
    for (const bill of ['S 7', 'H 100', 'S 40']) expect(checkbox(bill)).toBeChecked();

    await user.click(within(toolbar()!).getByRole('button', { name: 'Clear selection' }));
    expect(toolbar()).not.toBeInTheDocument();
    for (const bill of ['S 7', 'H 100', 'S 40']) expect(checkbox(bill)).not.toBeChecked();
  });

  it('empties the selection when the query changes', async () => {
    const { user } = renderSearch();
    await screen.findByRole('link', { name: /^H 100: / });
    await user.click(checkbox('H 100'));
    expect(toolbar()).toHaveTextContent('1 bill selected');
    await user.type(screen.getByRole('searchbox', { name: 'Search bills' }), 'libraries');
    await waitFor(() => expect(screen.queryByRole('link', { name: /^S 7: / })).not.toBeInTheDocument());
    expect(toolbar()).not.toBeInTheDocument();
    expect(checkbox('H 100')).not.toBeChecked();
    // Back to the first search: the selection stays forgotten.
    await user.clear(screen.getByRole('searchbox', { name: 'Search bills' }));
    await screen.findByRole('link', { name: /^S 7: / });
    expect(toolbar()).not.toBeInTheDocument();
  });
});
