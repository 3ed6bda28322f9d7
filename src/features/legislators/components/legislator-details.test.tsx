import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { legislatorDetailFixture } from '../../../testing/fixtures/legislators';
import { mockApi } from '../../../testing/mock-api';
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
