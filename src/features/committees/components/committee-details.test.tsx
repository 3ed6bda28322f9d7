import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { committeeDetailFixture } from '../../../testing/fixtures/committees';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CommitteeDetails } from './committee-details';

describe('CommitteeDetails', () => {
  it('lists members with roles, each linking to the legislator', async () => {
    mockApi({ '/api/committee/1': committeeDetailFixture() });
    renderWithProviders(<CommitteeDetails committeeId={1} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Joint Committee on Education' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rep. Jane Doe' })).toHaveAttribute('href', '/app/legislators/1');
    expect(screen.getByText('Chair · D')).toBeInTheDocument();
  });
});
