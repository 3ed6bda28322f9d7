import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAgendaApi } from '../../../testing/fixtures/agenda';
import { followFixture } from '../../../testing/fixtures/notifications';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { FollowSearchButton } from './follow-search-button';

const search = { query: 'solar', filters: ['chamber:house', 'session_name:2025-2026'] };
const followedSearch = followFixture({
  id: 9,
  kind: 'search',
  target: 'search:solar',
  label: 'Search: solar',
  url: '/app/bills/search?q=solar',
  search: { query: 'solar', filters: ['session_name:2025-2026', 'chamber:house'] },
});

describe('FollowSearchButton', () => {
  it('says Following when the same words and filters are followed, in any order', async () => {
    mockAgendaApi({ 'GET /api/follows': { items: [followedSearch] } });
    renderWithProviders(<FollowSearchButton search={search} url="/app/bills/search?q=solar" signedIn />);
    expect(
      await screen.findByRole('button', { name: 'Following this search: choose how you hear' }),
    ).toBeInTheDocument();
  });

  it('follows the search as it stands', async () => {
    let items: unknown[] = [];
    const { requests } = mockAgendaApi({
      'GET /api/follows': () => ({ items }),
      'PUT /api/follows': () => {
        items = [followedSearch];
        return followedSearch;
      },
    });
    const { user } = renderWithProviders(
      <FollowSearchButton search={search} url="/app/bills/search?q=solar" signedIn />,
    );
    await user.click(await screen.findByRole('button', { name: 'Follow this search' }));
    expect(
      await screen.findByRole('button', { name: 'Following this search: choose how you hear' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ kind: 'search', search }),
    );
  });
});
