import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  floorCommittees,
  houseCommittees,
  jointCommittees,
  senateCommittees,
  standingCommittees,
} from '../../../testing/fixtures/committees';
import { errorResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CommitteesCard } from './committees-card';

const replies = {
  '/api/committee?chamber=joint': jointCommittees,
  '/api/committee?chamber=house': houseCommittees,
  '/api/committee?chamber=senate': senateCommittees,
  '/api/committee?chamber=standing': standingCommittees,
  '/api/committee?chamber=floor': floorCommittees,
};

const radioLabels = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));

describe('CommitteesCard', () => {
  it('shows Joint committees first, names without prefixes, with member counts and links', async () => {
    const { requestedUrls } = mockApi(replies);
    renderWithProviders(<CommitteesCard />);
    expect(screen.getByRole('radiogroup', { name: 'Chamber' })).toBeInTheDocument();
    expect(radioLabels()).toEqual(['joint', 'house', 'senate']);
    expect(screen.getByRole('radio', { name: 'Joint' })).toBeChecked();
    expect(await screen.findByRole('link', { name: 'Education' })).toHaveAttribute(
      'href',
      '/app/committees/1',
    );
    expect(screen.getByRole('link', { name: 'Transportation' })).toBeInTheDocument();
    expect(screen.queryByText(/Joint Committee on/)).not.toBeInTheDocument();
    expect(screen.getByText('17 members')).toBeInTheDocument();
    expect(screen.getByText('1 member')).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/api/committee?chamber=joint']);
    expect(screen.getByRole('link', { name: 'View all committees' })).toHaveAttribute(
      'href',
      '/app/committees',
    );
  });

  it('requests the chosen chamber', async () => {
    const { requestedUrls } = mockApi(replies);
    const { user } = renderWithProviders(<CommitteesCard />);
    await user.click(screen.getByRole('radio', { name: 'House' }));
    expect(await screen.findByRole('link', { name: 'Ways and Means' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Senate' }));
    expect(await screen.findByRole('link', { name: 'Ethics' })).toBeInTheDocument();
    expect(requestedUrls()).toEqual([
      '/api/committee?chamber=joint',
      '/api/committee?chamber=house',
      '/api/committee?chamber=senate',
    ]);
  });

  it('the kind variant toggles Standing and Floor, Standing first', async () => {
    const { requestedUrls } = mockApi(replies);
    const { user } = renderWithProviders(<CommitteesCard variant="kind" title="Committees by type" />);
    expect(screen.getByRole('heading', { name: 'Committees by type' })).toBeInTheDocument();
    expect(radioLabels()).toEqual(['standing', 'floor']);
    expect(await screen.findByRole('link', { name: 'Steering, Policy and Scheduling' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Floor' }));
    expect(await screen.findByRole('link', { name: 'Rules' })).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/api/committee?chamber=standing', '/api/committee?chamber=floor']);
  });

  it('the chamber-alt variant puts House first', async () => {
    const { requestedUrls } = mockApi(replies);
    renderWithProviders(<CommitteesCard variant="chamber-alt" />);
    expect(radioLabels()).toEqual(['house', 'senate', 'joint']);
    expect(await screen.findByRole('link', { name: 'Ways and Means' })).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/api/committee?chamber=house']);
  });

  it('shows empty and error states', async () => {
    mockApi({
      '/api/committee?chamber=joint': [],
      '/api/committee?chamber=house': () =>
        errorResponse(500, 'Internal Server Error', 'Committees are unavailable.'),
    });
    const { user } = renderWithProviders(<CommitteesCard />);
    expect(await screen.findByText('No committees to show.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'House' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Committees are unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
