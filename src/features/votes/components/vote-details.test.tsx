import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { voteDetailFixture } from '../../../testing/fixtures/votes';
import { errorResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { VoteDetails } from './vote-details';

describe('VoteDetails (roll-call page)', () => {
  it('shows the question, bill, result, counts and members grouped Yea / Nay / Absent / Not voting', async () => {
    mockApi({ '/api/votes/1': voteDetailFixture() });
    renderWithProviders(<VoteDetails voteId={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading roll call…');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Passage to be engrossed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('House roll call #31 · 2025-2026')).toBeInTheDocument();
    expect(screen.getByText('Mar 11, 2026')).toBeInTheDocument();
    expect(screen.getByText('Passed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'H 401' })).toHaveAttribute('href', '/app/bill/101');
    expect(screen.getByText('Yea').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Not voting').nextSibling).toHaveTextContent('1');

    const yea = screen.getByRole('region', { name: 'Yea' });
    expect(within(yea).getByRole('heading', { name: 'Yea (2)' })).toBeInTheDocument();
    expect(
      within(yea)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Rep. Ada Baker', 'Rep. Dee Cole']);
    const nay = screen.getByRole('region', { name: 'Nay' });
    expect(within(nay).getByRole('link', { name: 'Rep. Cal Adams' })).toHaveAttribute(
      'href',
      '/app/legislators/2',
    );
    expect(
      within(screen.getByRole('region', { name: 'Absent' })).getByText('Rep. Eve Dunn'),
    ).toBeInTheDocument();
    const notVoting = screen.getByRole('region', { name: 'Not voting' });
    expect(within(notVoting).getByText('Zimmer')).toBeInTheDocument();
    expect(within(notVoting).queryByRole('link')).not.toBeInTheDocument();
  });

  it('leaves out Not voting when everyone voted and says when no names were recorded', async () => {
    mockApi({ '/api/votes/2': voteDetailFixture({ id: 2, other_count: 0, bill: null, members: [] }) });
    renderWithProviders(<VoteDetails voteId={2} />);
    expect(await screen.findByText('No individual votes were recorded.')).toBeInTheDocument();
    expect(screen.queryByText('Not voting')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('explains a missing roll call without a Retry', async () => {
    mockApi({ '/api/votes/9': () => errorResponse(404, 'Not Found', 'No roll call with id 9') });
    renderWithProviders(<VoteDetails voteId={9} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No roll call with id 9');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
