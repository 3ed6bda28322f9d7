import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { LegislatorChamberFilter } from '../../../../server/schemas/legislators';
import { executiveOfficials, houseMembers, senators } from '../../../testing/fixtures/legislators';
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

describe('LegislatorsDirectory: the executive branch', () => {
  it('lists the serving executive officials under Executive, by office and without a district', async () => {
    const { requestedUrls } = mockApi({
      '/api/legislator?chamber=house': houseMembers,
      '/api/legislator?chamber=executive': executiveOfficials,
    });
    const { user } = renderWithProviders(<Directory />);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'House',
      'Senate',
      'Executive',
      'Inactive',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Executive' }));
    const row = (await screen.findByRole('link', { name: 'Auditor Diana DiZoglio' })).closest('li')!;
    expect(row).toHaveTextContent(/^DDAuditor Diana DiZoglioDemocratic$/);
    expect(requestedUrls()).toContain('/api/legislator?chamber=executive');
  });

  it('says when the source data has no executive officials', async () => {
    mockApi({
      '/api/legislator?chamber=house': houseMembers,
      '/api/legislator?chamber=executive': [],
    });
    const { user } = renderWithProviders(<Directory />);
    await user.click(screen.getByRole('radio', { name: 'Executive' }));
    expect(await screen.findByText('No executive officials in the source data.')).toBeInTheDocument();
  });

  it('says when no official matches the name filter', async () => {
    mockApi({
      '/api/legislator?chamber=house': houseMembers,
      '/api/legislator?chamber=executive': executiveOfficials,
    });
    const { user } = renderWithProviders(<Directory />);
    await user.click(screen.getByRole('radio', { name: 'Executive' }));
    await screen.findByRole('link', { name: 'Auditor Diana DiZoglio' });
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'zz');
    expect(screen.getByText('No officials match “zz”.')).toBeInTheDocument();
  });
});
