import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { LegislatorChamberFilter } from '../../../../server/schemas/legislators';
import { houseMembers, senators } from '../../../testing/fixtures/legislators';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LegislatorsDirectory } from './legislators-directory';

function Directory() {
  const [chamber, setChamber] = useState<LegislatorChamberFilter>('house');
  return <LegislatorsDirectory chamber={chamber} onChamberChange={setChamber} />;
}

describe('LegislatorsDirectory', () => {
  it('filters the loaded list by name without new requests', async () => {
    const { requestedUrls } = mockApi({ '/api/legislator?chamber=house': houseMembers });
    const { user } = renderWithProviders(<Directory />);
    await screen.findByRole('link', { name: 'Rep. Jane Doe' });
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'sam');
    expect(screen.getByRole('link', { name: 'Rep. Sam Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rep. Jane Doe' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Filter by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'zz');
    expect(screen.getByText('No legislators match “zz”.')).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/api/legislator?chamber=house']);
  });

  it('keeps the filter when switching chamber', async () => {
    mockApi({ '/api/legislator?chamber=house': houseMembers, '/api/legislator?chamber=senate': senators });
    const { user } = renderWithProviders(<Directory />);
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'ana');
    await user.click(screen.getByRole('radio', { name: 'Senate' }));
    expect(await screen.findByRole('link', { name: 'Sen. Ana Ruiz' })).toBeInTheDocument();
  });
});
