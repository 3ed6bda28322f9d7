import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { legislatorDetailFixture } from '../../../testing/fixtures/legislators';
import { errorResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LegislatorDetails } from './legislator-details';

describe('LegislatorDetails', () => {
  it('shows contact links a phone can act on and committees with roles', async () => {
    mockApi({ '/api/legislator/1': legislatorDetailFixture({ active: false }) });
    renderWithProviders(<LegislatorDetails legislatorId={1} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Q. Doe' })).toBeInTheDocument();
    expect(screen.getByText('House · D · 3rd Essex')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'jane.doe@example.gov' })).toHaveAttribute(
      'href',
      'mailto:jane.doe@example.gov',
    );
    expect(screen.getByRole('link', { name: '(617) 555-0101' })).toHaveAttribute('href', 'tel:6175550101');
    expect(screen.getByText('State House, Room 101')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Official profile (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'Joint Committee on Education' })).toHaveAttribute(
      'href',
      '/app/committees/7',
    );
    expect(screen.getByText('Chair')).toBeInTheDocument();
  });
});

describe('LegislatorDetails: bills and votes', () => {
  it('lists sponsored bills with the total and the latest votes with positions, linked to roll calls', async () => {
    mockApi({ '/api/legislator/1': legislatorDetailFixture() });
    renderWithProviders(<LegislatorDetails legislatorId={1} />);
    const bills = await screen.findByRole('region', { name: 'Sponsored bills' });
    expect(within(bills).getByRole('link', { name: 'H 401 School budgets' })).toHaveAttribute(
      'href',
      '/app/bill/101',
    );
    expect(within(bills).getByText('Reported favorably · 2025-2026')).toBeInTheDocument();
    expect(within(bills).getByText('The latest 1 of 12 bills.')).toBeInTheDocument();

    const votes = screen.getByRole('region', { name: 'Recent votes' });
    const engrossed = within(votes).getByRole('link', { name: 'H 401: Passage to be engrossed' });
    expect(engrossed).toHaveAttribute('href', '/app/votes/31');
    const [first, second] = within(votes).getAllByRole('listitem');
    expect(within(first!).getByText('Yea')).toBeInTheDocument();
    expect(within(first!).getByText('Mar 11, 2026 · Passed')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'Motion to recess' })).toHaveAttribute(
      'href',
      '/app/votes/32',
    );
    expect(within(second!).getByText('Absent')).toBeInTheDocument();
  });

  it('says when there are no bills or votes', async () => {
    mockApi({
      '/api/legislator/1': legislatorDetailFixture({
        sponsored_bills: [],
        sponsored_bill_count: 0,
        recent_votes: [],
      }),
    });
    renderWithProviders(<LegislatorDetails legislatorId={1} />);
    expect(await screen.findByText('No bills sponsored.')).toBeInTheDocument();
    expect(screen.getByText('No recorded votes.')).toBeInTheDocument();
  });

  it('shows loading, then the error with Retry', async () => {
    mockApi({ '/api/legislator/1': () => errorResponse(500, 'Internal Server Error', 'Try again soon.') });
    renderWithProviders(<LegislatorDetails legislatorId={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading legislator…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again soon.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
