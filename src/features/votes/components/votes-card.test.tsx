import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  houseVotes,
  senateRollCallWithoutTallies,
  senateVotes,
  voteFixture,
} from '../../../testing/fixtures/votes';
import { errorResponse, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { VotesCard } from './votes-card';

const replies = {
  '/api/votes/list?chamber=house': houseVotes,
  '/api/votes/list?chamber=senate': senateVotes,
};

describe('VotesCard', () => {
  it('shows a loading status until the roll calls arrive', () => {
    mockApi({ '/api/votes/list?chamber=house': () => new Promise<Response>(() => {}) });
    renderWithProviders(<VotesCard />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading votes…');
  });

  it('lists House roll calls in the spec columns, bill and RC# linked', async () => {
    const { requestedUrls } = mockApi(replies);
    renderWithProviders(<VotesCard />);
    expect(screen.getByRole('heading', { name: 'Votes' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'House' })).toBeChecked();
    const table = await screen.findByRole('table', { name: 'Votes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Bill', 'Description', 'Yea/Nay/Abs', 'RC#']);
    const [, first, second] = within(table).getAllByRole('row');
    const row = within(first!);
    expect(row.getByText('Mar 11, 2026')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'H 401' })).toHaveAttribute('href', '/app/bill/101');
    expect(row.getByText('Passage to be engrossed')).toBeInTheDocument();
    expect(row.getByText('Passed')).toBeInTheDocument();
    expect(row.getByText('149/4/5')).toBeInTheDocument();
    expect(row.getByText('149 yea, 4 nay, 5 absent')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Roll call 31' })).toHaveAttribute('href', '/app/votes/1');
    // A procedural vote: no bill, no clerk's number, still a link to its page.
    expect(within(second!).getByText('No bill')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'Roll call' })).toHaveAttribute('href', '/app/votes/2');
    expect(screen.getByRole('link', { name: 'View all votes' })).toHaveAttribute('href', '/app/votes');
    expect(requestedUrls()).toEqual(['/api/votes/list?chamber=house']);
  });

  it('Senate requests the Senate roll calls and shows them instead', async () => {
    const { requestedUrls } = mockApi(replies);
    const { user } = renderWithProviders(<VotesCard />);
    await screen.findByRole('link', { name: 'H 401' });
    await user.click(screen.getByRole('radio', { name: 'Senate' }));
    expect(await screen.findByRole('link', { name: 'S 7' })).toHaveAttribute('href', '/app/bill/7');
    expect(screen.queryByRole('link', { name: 'H 401' })).not.toBeInTheDocument();
    expect(screen.getByText('38/1/1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all votes' })).toHaveAttribute(
      'href',
      '/app/votes?chamber=senate',
    );
    expect(requestedUrls()).toEqual(['/api/votes/list?chamber=house', '/api/votes/list?chamber=senate']);
  });

  it('says which tallies the source lacks and which were counted from the recorded votes, never 0/0/0', async () => {
    mockApi({
      '/api/votes/list?chamber=house': {
        data: [
          senateRollCallWithoutTallies({ chamber: 'house' }),
          voteFixture({ id: 3, counts_source: 'computed', roll_call_number: 7 }),
        ],
      },
    });
    renderWithProviders(<VotesCard />);
    const table = await screen.findByRole('table', { name: 'Votes' });
    const [, withoutTallies, computed] = within(table).getAllByRole('row');
    expect(within(withoutTallies!).getByText('Tallies not published in the source')).toBeInTheDocument();
    expect(within(withoutTallies!).queryByText(/0\/0/)).not.toBeInTheDocument();
    expect(within(computed!).getByText('149/4/5')).toBeInTheDocument();
    expect(within(computed!).getByText('counted')).toBeInTheDocument();
    expect(
      within(computed!).getByText('149 yea, 4 nay, 5 absent, counted from the recorded votes'),
    ).toBeInTheDocument();
  });

  it('says when there are no votes', async () => {
    mockApi({ '/api/votes/list?chamber=house': { data: [] } });
    renderWithProviders(<VotesCard />);
    expect(await screen.findByText('No votes to show.')).toBeInTheDocument();
  });

  it('shows the error with Retry, and Retry loads the votes', async () => {
    let calls = 0;
    mockApi({
      '/api/votes/list?chamber=house': () =>
        ++calls === 1
          ? errorResponse(500, 'Internal Server Error', 'Votes are unavailable.')
          : jsonResponse(houseVotes),
    });
    const { user } = renderWithProviders(<VotesCard />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Votes are unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'H 401' })).toBeInTheDocument();
  });
});
