import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionFixture, billFixture } from '../../../testing/fixtures/bills';
import { errorResponse, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BillDetailRow } from './bill-detail-row';

const bill = billFixture({ id: 9, bill_type_number: 'H 9' });
const replies = {
  '/api/bill/9/actions': [
    actionFixture({ id: 1 }),
    actionFixture({ id: 2, action_date: '2026-03-15', action: { action_text: 'Reported favorably' } }),
  ],
  '/api/bill/9/summary': { description: '<p>Funds <b>libraries</b>.</p>' },
  '/api/bill/9/citations': [{ citation: 'M.G.L. c. 71 § 1' }, { citation: 'M.G.L. c. 15 § 2' }],
  '/api/bill/9/categories': [{ id: 1, name: 'Education' }],
};

function renderRow(rowBill = bill) {
  return renderWithProviders(
    <ul>
      <BillDetailRow bill={rowBill} meta="Rep. Jane Doe" />
    </ul>,
  );
}

/** A reply held back until the test releases it, so the loading state can be seen. */
function heldReply(body: unknown) {
  let release = () => {};
  const reply = () => new Promise<Response>((resolve) => (release = () => resolve(jsonResponse(body))));
  return { reply, release: () => release() };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BillDetailRow', () => {
  it('toggles the link text and loads nothing until expanded', async () => {
    const { requestedUrls } = mockApi(replies);
    const { user } = renderRow();
    expect(screen.getByRole('link', { name: 'H 9 Item 9 act' })).toHaveAttribute('href', '/app/bill/9');
    expect(screen.getByText('Rep. Jane Doe')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show details for H 9' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(requestedUrls()).toEqual([]);

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Hide details for H 9');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('tablist')).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Show details for H 9');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it("opens on History, showing 'Loading...' and then the dated actions", async () => {
    const actions = heldReply(replies['/api/bill/9/actions']);
    const { requestedUrls } = mockApi({ ...replies, '/api/bill/9/actions': actions.reply });
    const { user } = renderRow();
    await user.click(screen.getByRole('button', { name: /Show details/ }));
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
    actions.release();
    expect(await screen.findByText('Reported favorably')).toBeInTheDocument();
    expect(screen.getByText('Mar 15, 2026')).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/api/bill/9/actions']);
  });

  it('shows the fixed badges 13 and 122 on Citations and Categories', async () => {
    mockApi(replies);
    const { user } = renderRow();
    await user.click(screen.getByRole('button', { name: /Show details/ }));
    expect(within(screen.getByRole('tab', { name: /Citations/ })).getByText('13')).toBeInTheDocument();
    expect(within(screen.getByRole('tab', { name: /Categories/ })).getByText('122')).toBeInTheDocument();
  });

  it("says the Citations badge's 13 is the same on every bill, beside a bill with one citation", async () => {
    mockApi({ ...replies, '/api/bill/9/citations': [{ citation: 'M.G.L. c. 71 § 1' }] });
    const { user } = renderRow();
    await user.click(screen.getByRole('button', { name: /Show details/ }));
    const citations = screen.getByRole('tab', { name: /Citations/ });
    expect(citations).toHaveAccessibleName(/^Citations ?13, the same on every bill, not this bill's count$/);
    expect(within(citations).getByTitle("13: the same on every bill, not this bill's count")).toBeVisible();
    await user.click(citations);
    expect(await screen.findByText('M.G.L. c. 71 § 1')).toBeInTheDocument();
    expect(
      screen.getByText('1 citation on this bill. The 13 on the tab is the same on every bill.'),
    ).toBeInTheDocument();
  });

  it('loads each tab on its first click, and shows it from cache on the next', async () => {
    const summary = heldReply(replies['/api/bill/9/summary']);
    const { requestedUrls } = mockApi({ ...replies, '/api/bill/9/summary': summary.reply });
    const { user } = renderRow();
    await user.click(screen.getByRole('button', { name: /Show details/ }));
    await screen.findByText('Reported favorably');
    expect(requestedUrls()).toEqual(['/api/bill/9/actions']);

    await user.click(screen.getByRole('tab', { name: 'Summary' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    summary.release();
    expect(await screen.findByText('Funds libraries.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Citations/ }));
    expect(await screen.findByText('M.G.L. c. 15 § 2')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3); // the row and two citations

    await user.click(screen.getByRole('tab', { name: /Categories/ }));
    expect(await screen.findByText('Education')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByText('Reported favorably')).toBeInTheDocument();
    expect(requestedUrls()).toEqual([
      '/api/bill/9/actions',
      '/api/bill/9/summary',
      '/api/bill/9/citations',
      '/api/bill/9/categories',
    ]);
  });

  it('says so when a tab has nothing', async () => {
    mockApi({
      '/api/bill/9/actions': [],
      '/api/bill/9/summary': { description: null },
      '/api/bill/9/citations': [],
      '/api/bill/9/categories': [],
    });
    const { user } = renderRow();
    await user.click(screen.getByRole('button', { name: /Show details/ }));
    expect(await screen.findByText('No actions recorded yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Summary' }));
    expect(await screen.findByText('No summary available.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Citations/ }));
    expect(await screen.findByText('No citations.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Categories/ }));
    expect(await screen.findByText('No categories.')).toBeInTheDocument();
  });

  it('says the History is not in the source data when the source has none for the bill', async () => {
    mockApi({ '/api/bill/9/actions': [] });
    const { user } = renderRow(billFixture({ ...bill, actions_known: false, status: null, progress: null }));
    await user.click(screen.getByRole('button', { name: /Show details/ }));
    expect(await screen.findByText('History not in the source data')).toBeInTheDocument();
    expect(screen.queryByText('No actions recorded yet.')).not.toBeInTheDocument();
  });

  it("shows 'Error loading content' in red when a tab fails, and logs the error", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      ...replies,
      '/api/bill/9/citations': () => errorResponse(500, 'Internal Server Error', 'Database is down.'),
    });
    const { user } = renderRow();
    await user.click(screen.getByRole('button', { name: /Show details/ }));
    await user.click(screen.getByRole('tab', { name: /Citations/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Error loading content$/);
    expect(alert).toHaveStyle({ color: 'var(--mantine-color-error)' });
    expect(log).toHaveBeenCalledWith('Error loading content', expect.objectContaining({ status: 500 }));
  });
});
