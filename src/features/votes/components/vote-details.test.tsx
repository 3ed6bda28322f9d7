import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../testing/axe';
import { senateRollCallWithoutTallies, voteDetailFixture } from '../../../testing/fixtures/votes';
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

  it('leaves out Not voting when everyone voted and says when the source lists no voters', async () => {
    mockApi({
      '/api/votes/2': voteDetailFixture({ id: 2, other_count: 0, bill: null, members: [], source_url: null }),
    });
    renderWithProviders(<VoteDetails voteId={2} />);
    expect(await screen.findByText('Individual votes not in the source data')).toBeInTheDocument();
    expect(screen.queryByText('Not voting')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('never shows 0s for a Senate roll call the source publishes no tallies for', async () => {
    mockApi({
      '/api/votes/40': voteDetailFixture({
        ...senateRollCallWithoutTallies(),
        session_name: '194th',
        source_url: 'https://malegislature.gov/Journal/Senate/194/sj07242025.pdf',
        members: [],
      }),
    });
    const { container } = renderWithProviders(<VoteDetails voteId={40} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Enactment' })).toBeInTheDocument();
    expect(screen.getByText('Senate roll call · 194th')).toBeInTheDocument();
    // The result is the source's own word, shown as it is; nothing is derived from counts.
    expect(screen.getByText('pass')).toBeInTheDocument();
    expect(container).toHaveTextContent('Tallies not published in the source; see the official page');
    expect(screen.getByRole('link', { name: 'see the official page (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://malegislature.gov/Journal/Senate/194/sj07242025.pdf',
    );
    for (const label of ['Yea', 'Nay', 'Absent']) expect(screen.queryByText(label)).not.toBeInTheDocument();
    // No count of 0 anywhere (the Open States id, a code, may hold any digit).
    expect(screen.queryAllByText(/(^|\D)0(\D|$)/, { ignore: 'script, style, code' })).toEqual([]);
    expect(screen.getByText('Individual votes not in the source data')).toBeInTheDocument();
    await expectNoSeriousAxeViolations(container);
  });

  it('labels counts made from the recorded votes', async () => {
    mockApi({ '/api/votes/1': voteDetailFixture({ counts_source: 'computed' }) });
    renderWithProviders(<VoteDetails voteId={1} />);
    const note = await screen.findByText(
      'Counted from the recorded votes: the source publishes no tally for this roll call.',
    );
    expect(screen.getByText('Yea').closest('dl')).toHaveAttribute('aria-describedby', note.id);
  });

  it("shows where the roll call comes from: the journal's page and the Open States id", async () => {
    mockApi({ '/api/votes/1': voteDetailFixture() });
    renderWithProviders(<VoteDetails voteId={1} />);
    const source = await screen.findByRole('region', { name: 'Source' });
    const link = within(source).getByRole('link', { name: 'Official source (opens in a new tab)' });
    expect(link).toHaveAttribute(
      'href',
      'https://malegislature.gov/Journal/House/194/112/hj03112026_0100PM.pdf',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(source).getByText('ocd-vote/4b0d6c1e-7a52-4f0e-9c3a-1d2e5f6a7b80')).toBeInTheDocument();
    expect(screen.queryByText(/counted/i)).not.toBeInTheDocument();
  });

  it('explains a missing roll call without a Retry', async () => {
    mockApi({ '/api/votes/9': () => errorResponse(404, 'Not Found', 'No roll call with id 9') });
    renderWithProviders(<VoteDetails voteId={9} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No roll call with id 9');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
