import { act, render, screen, waitFor, within } from '@testing-library/react';
import { memo } from 'react';
import { Index, InstantSearch, useSearchBox } from 'react-instantsearch';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { startSearchServer, type SearchServer } from '../../../testing/search-server';
import type { BillHitRef } from './bill-hit-actions';
import { BillSelectionProvider, useBillSelection, type BillSelection } from './bill-selection';
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

describe('the selection the checkboxes read', () => {
  /** What each render of a checkbox's stand-in was handed. */
  function renderProvider() {
    const handed: (BillSelection | null)[] = [];
    const Checkbox = memo(function Checkbox() {
      handed.push(useBillSelection());
      return null;
    });
    let setQuery: (query: string) => void = () => {};
    function Query() {
      setQuery = useSearchBox().refine;
      return null;
    }
    render(
      <InstantSearch searchClient={server.searchClient()} indexName="">
        <Query />
        <BillSelectionProvider renderActions={listActions}>
          <Index indexName="bills" indexId="bills">
            <Checkbox />
          </Index>
        </BillSelectionProvider>
      </InstantSearch>,
    );
    return { handed, query: (query: string) => act(async () => setQuery(query)) };
  }

  // Issue 20: on a page hydrated from the server the scope changes right after hydration (the tabs'
  // widgets are added after the provider first renders); a new selection object then re-rendered every
  // checkbox inside the hydration's task.
  it('stays the same object while the search changes with nothing selected', async () => {
    const { handed, query } = renderProvider();
    await waitFor(() => expect(handed.length).toBeGreaterThan(0));
    const first = handed.at(-1);
    await query('climate');
    await query('housing');
    expect(new Set(handed)).toEqual(new Set([first]));
  });

  it('is emptied by a new search once bills are selected', async () => {
    const { handed, query } = renderProvider();
    await waitFor(() => expect(handed.length).toBeGreaterThan(0));
    await act(async () => handed.at(-1)!.setSelected({ id: 1, bill_type_number: 'H 1' } as BillHitRef, true));
    expect(handed.at(-1)!.selectedBills).toHaveLength(1);
    await query('climate');
    await waitFor(() => expect(handed.at(-1)!.selectedBills).toHaveLength(0));
    // A bill chosen after the change belongs to the new search.
    await act(async () => handed.at(-1)!.setSelected({ id: 2, bill_type_number: 'H 2' } as BillHitRef, true));
    expect(handed.at(-1)!.selectedBills.map((bill) => bill.id)).toEqual([2]);
  });
});
