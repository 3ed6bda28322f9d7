import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../testing/axe';
import { committeeDetailFixture } from '../../../testing/fixtures/committees';
import { errorResponse, mockApi } from '../../../testing/mock-api';
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

  it('lists upcoming and past hearings, each linking to its meeting page', async () => {
    mockApi({ '/api/committee/1': committeeDetailFixture() });
    renderWithProviders(<CommitteeDetails committeeId={1} />);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming hearings' });
    expect(within(upcoming).getByRole('link', { name: 'Public hearing on school meals' })).toHaveAttribute(
      'href',
      '/app/meetings/30',
    );
    expect(within(upcoming).getByText('Apr 7, 2026 · 10:00 AM · Hearing Room A-1')).toBeInTheDocument();
    expect(within(upcoming).queryByText(/testimon/)).not.toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Past hearings' });
    expect(within(past).getByRole('link', { name: 'Public hearing on school libraries' })).toHaveAttribute(
      'href',
      '/app/meetings/31',
    );
    expect(
      within(past).getByText('Mar 10, 2026 · 10:00 AM · Hearing Room A-1 · 1 testimony'),
    ).toBeInTheDocument();
  });

  it("calls the floor's meetings sessions and says when there are none", async () => {
    mockApi({
      '/api/committee/2': committeeDetailFixture({ kind: 'floor', hearings: { upcoming: [], past: [] } }),
    });
    renderWithProviders(<CommitteeDetails committeeId={2} />);
    expect(await screen.findByText('No upcoming sessions scheduled.')).toBeInTheDocument();
    expect(screen.getByText('No past sessions.')).toBeInTheDocument();
  });

  it("links the committee's official page and shows its Open States id", async () => {
    mockApi({ '/api/committee/1': committeeDetailFixture() });
    const { container } = renderWithProviders(<CommitteeDetails committeeId={1} />);
    const source = await screen.findByRole('region', { name: 'Source' });
    const link = within(source).getByRole('link', { name: 'Official source (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://malegislature.gov/Committees/Detail/J14');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(source).getByText('ocd-organization/9d4d5c2a-3b61-4f6e-8a7e-0c1b2d3e4f50'),
    ).toBeInTheDocument();
    await expectNoSeriousAxeViolations(container);
  });

  it('says when the source data has no official page for the committee', async () => {
    mockApi({ '/api/committee/1': committeeDetailFixture({ source_url: null, openstates_id: null }) });
    renderWithProviders(<CommitteeDetails committeeId={1} />);
    const source = await screen.findByRole('region', { name: 'Source' });
    expect(source).toHaveTextContent('No official page in the source data');
    expect(within(source).queryByRole('link')).not.toBeInTheDocument();
    expect(within(source).queryByText('Open States ID')).not.toBeInTheDocument();
  });

  it('shows loading, then a 404 without Retry', async () => {
    mockApi({ '/api/committee/9': () => errorResponse(404, 'Not Found', 'No committee with id 9') });
    renderWithProviders(<CommitteeDetails committeeId={9} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading committee…');
    expect(await screen.findByRole('alert')).toHaveTextContent('No committee with id 9');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
