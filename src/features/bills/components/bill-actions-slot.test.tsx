// The slot through which route modules put other features' buttons (Track Bill) on bills: every bill
// list and the bill page render what the route gives them, for each bill, where it can be tapped.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { billDetailFixture, billListItemFixture, billPage } from '../../../testing/fixtures/bills';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BillDetails } from './bill-details';
import { BillFeed } from './bill-feed';
import { BillListsCard } from './bill-lists-card';

const action = (onClick = vi.fn()) => ({
  onClick,
  render: (bill: { id: number; bill_type_number: string }) => (
    <button type="button" onClick={() => onClick(bill.id)}>
      Act on {bill.bill_type_number}
    </button>
  ),
});

describe('the bill actions slot', () => {
  it('puts the action on every row of the bill feed, above the row link', async () => {
    mockApi({
      '/api/bills?chamber=all&page=1': billPage(2, 1),
      '/api/bills?chamber=all&page=2': { data: [] },
    });
    const { onClick, render } = action();
    const { user } = renderWithProviders(
      <BillFeed chamber="all" onChamberChange={() => {}} renderBillActions={render} />,
    );
    const button = await screen.findByRole('button', { name: 'Act on H1002' });
    expect(button.parentElement).toHaveStyle({ position: 'relative', zIndex: '1' });
    await user.click(button);
    expect(onClick).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'Act on H1001' }).closest('li')).toContainElement(
      screen.getByRole('link', { name: 'H1001 Item 1 act' }),
    );
  });

  it('puts the action beside each dashboard list row’s details toggle', async () => {
    mockApi({ '/api/bills/new': [billListItemFixture({ id: 1 })] });
    renderWithProviders(<BillListsCard renderBillActions={action().render} />);
    const row = (await screen.findByRole('button', { name: 'Act on H1001' })).closest('li')!;
    expect(within(row).getByRole('button', { name: 'Show details for H1001' })).toBeInTheDocument();
  });

  it('puts the action under the bill page’s title, and renders nothing extra without one', async () => {
    mockApi({ '/api/bill/1': billDetailFixture() });
    const { unmount } = renderWithProviders(<BillDetails billId={1} renderActions={action().render} />);
    expect(await screen.findByRole('button', { name: 'Act on H1001' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<BillDetails billId={1} />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /^Act on/ })).not.toBeInTheDocument();
  });
});
