import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { VoteChamber } from '../../../../server/schemas/votes';
import { senateVotes, votePage } from '../../../testing/fixtures/votes';
import { errorResponse, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { VotesDirectory } from './votes-directory';

function Directory() {
  const [chamber, setChamber] = useState<VoteChamber>('house');
  return <VotesDirectory chamber={chamber} onChamberChange={setChamber} />;
}

const rollCallLinks = () => screen.getAllByRole('link', { name: /^Roll call/ });

describe('VotesDirectory', () => {
  it('loads 20 roll calls at a time until an empty page ends the list', async () => {
    const { requestedUrls } = mockApi({
      '/api/votes/list?chamber=house&page=1': votePage(20, 1),
      '/api/votes/list?chamber=house&page=2': votePage(3, 21),
      '/api/votes/list?chamber=house&page=3': { data: [] },
    });
    const { user } = renderWithProviders(<Directory />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading votes…');
    await screen.findByRole('table', { name: 'Roll calls' });
    expect(rollCallLinks()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Roll call 53' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('No more data :)')).toBeInTheDocument();
    expect(requestedUrls()).toEqual([
      '/api/votes/list?chamber=house&page=1',
      '/api/votes/list?chamber=house&page=2',
      '/api/votes/list?chamber=house&page=3',
    ]);
  });

  it('reloads for the Senate', async () => {
    const { requestedUrls } = mockApi({
      '/api/votes/list?chamber=house&page=1': { data: [] },
      '/api/votes/list?chamber=senate&page=1': senateVotes,
    });
    const { user } = renderWithProviders(<Directory />);
    expect(await screen.findByText('No results :(')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Senate' }));
    expect(await screen.findByRole('link', { name: 'S 7' })).toBeInTheDocument();
    expect(requestedUrls()).toContain('/api/votes/list?chamber=senate&page=1');
  });

  it("shows 'Opps, something went wrong :(' with Retry", async () => {
    let calls = 0;
    mockApi({
      '/api/votes/list?chamber=house&page=1': () =>
        ++calls === 1
          ? errorResponse(503, 'Service Unavailable', 'Try again soon.')
          : jsonResponse({ data: [] }),
    });
    const { user } = renderWithProviders(<Directory />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Opps, something went wrong :(');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No results :(')).toBeInTheDocument();
  });
});
