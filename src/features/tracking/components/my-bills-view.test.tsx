import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INFINITE_LIST_TEXT } from '../../../components/infinite-list';
import { mockAgendaApi } from '../../../testing/fixtures/agenda';
import { trackedBillFixture, trackingListFixture, pendingResponse } from '../../../testing/fixtures/tracking';
import { errorResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MyBillsView } from './my-bills-view';

const lists = [
  trackingListFixture({ id: 1, name: 'Ferries', bill_count: 2 }),
  trackingListFixture({ id: 2, name: 'Schools', bill_count: 1 }),
];
const allBills = {
  data: [
    trackedBillFixture({ id: 1 }),
    trackedBillFixture({
      id: 2,
      last_action: null,
      lists: [
        { id: 1, name: 'Ferries' },
        { id: 2, name: 'Schools' },
      ],
    }),
  ],
};
const base = {
  'GET /api/tracking/lists': lists,
  'GET /api/tracking/bills?page=1': allBills,
  'GET /api/tracking/bills?page=2': { data: [] },
  'POST /api/bills/isTracked/': { '1': 1, '2': 2 },
};

describe('MyBillsView', () => {
  it('announces loading', () => {
    mockAgendaApi({ ...base, 'GET /api/tracking/bills?page=1': pendingResponse });
    renderWithProviders(<MyBillsView />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your bills…');
  });

  it("says 'No results :(' when nothing is tracked", async () => {
    mockAgendaApi({ ...base, 'GET /api/tracking/bills?page=1': { data: [] } });
    renderWithProviders(<MyBillsView />);
    expect(await screen.findByText(INFINITE_LIST_TEXT.empty)).toBeInTheDocument();
  });

  it('shows the spec’s error text with Retry', async () => {
    mockAgendaApi({
      ...base,
      'GET /api/tracking/bills?page=1': () => errorResponse(503, 'Service Unavailable', 'Try later.'),
    });
    renderWithProviders(<MyBillsView />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(INFINITE_LIST_TEXT.error);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists each bill with its latest action, its lists and its Tracking button', async () => {
    mockAgendaApi(base);
    renderWithProviders(<MyBillsView />);
    const first = (await screen.findByRole('link', { name: 'H1001 Item 1 act' })).closest('li')!;
    expect(first).toHaveTextContent('Last action Mar 15, 2026: Reported favorably by committee');
    expect(within(first).getByRole('list', { name: 'On lists' })).toHaveTextContent('Ferries');
    expect(await within(first).findByRole('button', { name: 'Tracking H1001' })).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'H1002 Item 2 act' }).closest('li')!;
    expect(second).toHaveTextContent('No action yet');
    expect(within(second).getByRole('list', { name: 'On lists' })).toHaveTextContent('FerriesSchools');
  });

  it('says when the source has no status or history for a bill, instead of "No action yet"', async () => {
    mockAgendaApi({
      ...base,
      'GET /api/tracking/bills?page=1': {
        data: [
          trackedBillFixture({ id: 1, last_action: null }),
          trackedBillFixture({
            id: 2,
            status: null,
            progress: null,
            actions_known: false,
            last_action: null,
            last_action_date: null,
          }),
        ],
      },
    });
    renderWithProviders(<MyBillsView />);
    const known = (await screen.findByRole('link', { name: 'H1001 Item 1 act' })).closest('li')!;
    expect(known).toHaveTextContent('Rep. Jane Doe · In committee');
    expect(known).toHaveTextContent('No action yet');
    expect(known).not.toHaveTextContent('not in the source data');
    const unknown = screen.getByRole('link', { name: 'H1002 Item 2 act' }).closest('li')!;
    expect(within(unknown).getByText('Rep. Jane Doe · Status not in the source data')).toBeInTheDocument();
    expect(within(unknown).getByText('History not in the source data')).toBeInTheDocument();
    expect(unknown).not.toHaveTextContent('No action yet');
  });

  it('asks for one list when chosen, and clears the selection', async () => {
    const { requests } = mockAgendaApi({
      ...base,
      'GET /api/tracking/bills?page=1&list=2': { data: [allBills.data[1]] },
    });
    const { user } = renderWithProviders(
      <MyBillsView renderSelectionActions={(ids) => <p>Chosen {ids.join(',')}</p>} />,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select H1001' }));
    expect(screen.getByText('Chosen 1')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tracking list' }), 'Schools (1)');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'H1001 Item 1 act' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'H1002 Item 2 act' })).toBeInTheDocument();
    expect(screen.queryByText(/^Chosen/)).not.toBeInTheDocument();
    expect(requests.map((r) => r.url)).toContain('/api/tracking/bills?page=1&list=2');
  });

  it('selects every shown bill for the selection actions, and clears them again', async () => {
    mockAgendaApi(base);
    const { user } = renderWithProviders(
      <MyBillsView renderSelectionActions={(ids) => <p>Chosen {ids.join(',')}</p>} />,
    );
    await screen.findByRole('link', { name: 'H1001 Item 1 act' });
    expect(screen.queryByText(/^Chosen/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all shown' }));
    expect(screen.getByText('Chosen 1,2')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select H1002' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText(/^Chosen/)).not.toBeInTheDocument();
  });
});
