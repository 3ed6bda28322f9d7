import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { billListItemFixture } from '../../../testing/fixtures/bills';
import { errorResponse, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BillListsCard } from './bill-lists-card';

const newBills = [billListItemFixture({ id: 1 }), billListItemFixture({ id: 2, primary_sponsor: null })];
const laws = [billListItemFixture({ id: 3, session_law: 'Chapter 12 of the Acts of 2025' })];
const viewed = [billListItemFixture({ id: 4, last_viewed: { created_at: '2026-03-14T12:00:00.000Z' } })];
const replies = { '/api/bills/new': newBills, '/api/bills/law': laws, '/api/bills/viewed': viewed };

const card = () => screen.getByRole('region', { name: 'Bills' });

describe('BillListsCard', () => {
  it('shows new bills first with their sponsor and filing date, each linking to its page', async () => {
    const { requestedUrls } = mockApi(replies);
    renderWithProviders(<BillListsCard />);
    expect(within(card()).getByRole('radio', { name: 'New' })).toBeChecked();
    const link = await screen.findByRole('link', { name: 'H1001 Item 1 act' });
    expect(link).toHaveAttribute('href', '/app/bill/1');
    const row = link.closest('li')!;
    expect(within(row).getByText('Rep. Jane Doe · Filed Mar 10, 2026')).toBeInTheDocument();
    const sponsorless = screen.getByRole('link', { name: 'H1002 Item 2 act' }).closest('li')!;
    expect(within(sponsorless).getByText('Filed Mar 10, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all bills' })).toHaveAttribute('href', '/app/bills');
    expect(requestedUrls()).toEqual(['/api/bills/new']);
  });

  it('shows session laws in the Laws mode, with View all leading to the laws browser', async () => {
    const { requestedUrls } = mockApi(replies);
    const { user } = renderWithProviders(<BillListsCard />);
    await screen.findByRole('link', { name: 'H1001 Item 1 act' });
    await user.click(screen.getByRole('radio', { name: 'Laws' }));
    const row = (await screen.findByRole('link', { name: 'H1003 Item 3 act' })).closest('li')!;
    expect(within(row).getByText('Rep. Jane Doe · Chapter 12 of the Acts of 2025')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'H1001 Item 1 act' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all laws' })).toHaveAttribute('href', '/laws');
    expect(requestedUrls()).toEqual(['/api/bills/new', '/api/bills/law']);
  });

  it('shows when each bill was viewed in the Viewed mode', async () => {
    const { requestedUrls } = mockApi(replies);
    const { user } = renderWithProviders(<BillListsCard />);
    await user.click(screen.getByRole('radio', { name: 'Viewed' }));
    const row = (await screen.findByRole('link', { name: 'H1004 Item 4 act' })).closest('li')!;
    expect(within(row).getByText('Rep. Jane Doe · Viewed on Mar 14, 2026')).toBeInTheDocument();
    expect(requestedUrls()).toContain('/api/bills/viewed');
  });

  it('says so when there are no recently viewed bills', async () => {
    mockApi({ '/api/bills/viewed': [] });
    renderWithProviders(<BillListsCard initialDisplay="viewed" />);
    expect(await screen.findByText("You don't have any recently viewed bills.")).toBeInTheDocument();
  });

  it("says 'No bills to show.' for an empty new or law list", async () => {
    mockApi({ '/api/bills/new': [], '/api/bills/law': [] });
    const { user } = renderWithProviders(<BillListsCard />);
    expect(await screen.findByText('No bills to show.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Laws' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Laws' })).toBeChecked());
    expect(await screen.findByText('No bills to show.')).toBeInTheDocument();
  });

  it('announces loading', () => {
    mockApi({ '/api/bills/new': () => new Promise<Response>(() => {}) });
    renderWithProviders(<BillListsCard />);
    expect(within(card()).getByRole('status')).toHaveTextContent('Loading bills…');
  });

  it('shows the error and loads again on Retry', async () => {
    let calls = 0;
    mockApi({
      '/api/bills/new': () =>
        ++calls === 1
          ? errorResponse(503, 'Service Unavailable', 'Bills are unavailable.')
          : jsonResponse(newBills),
    });
    const { user } = renderWithProviders(<BillListsCard />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bills are unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'H1001 Item 1 act' })).toBeInTheDocument();
  });
});
