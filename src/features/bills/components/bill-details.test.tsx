import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { billDetailFixture } from '../../../testing/fixtures/bills';
import { errorResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BillDetails } from './bill-details';

describe('BillDetails', () => {
  it('shows the bill with sponsor links, summary as text paragraphs and the dated history', async () => {
    mockApi({ '/api/bill/1': billDetailFixture() });
    const { container } = renderWithProviders(<BillDetails billId={1} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Item 1 act' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rep. Jane Doe' })).toHaveAttribute('href', '/app/legislators/1');
    expect(screen.getByRole('link', { name: 'Rep. Sam Lee' })).toHaveAttribute('href', '/app/legislators/2');
    expect(screen.getByText('Chapter 12 of the Acts of 2026')).toBeInTheDocument();
    expect(screen.getByText('Requires schools to publish budgets.')).toBeInTheDocument();
    expect(screen.getByText('Takes effect in July.')).toBeInTheDocument();
    expect(container.querySelector('script, b')).toBeNull();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(within(history).getByText('Mar 15, 2026')).toBeInTheDocument();
    expect(within(history).getByText('Reported favorably')).toBeInTheDocument();
    expect(screen.getByText('M.G.L. c. 71 § 1')).toBeInTheDocument();
    expect(screen.getByText('Education')).toBeInTheDocument();
  });

  it('explains a missing bill without offering a pointless Retry', async () => {
    mockApi({ '/api/bill/9': () => errorResponse(404, 'Not Found', 'No bill with id 9.') });
    renderWithProviders(<BillDetails billId={9} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not found');
    expect(alert).toHaveTextContent('No bill with id 9.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
