import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../testing/axe';
import { executiveDetailFixture, legislatorDetailFixture } from '../../../testing/fixtures/legislators';
import { errorResponse, mockApi } from '../../../testing/mock-api';
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
    // The official profile is the page's source (the server's source_url of a person), linked once.
    const source = screen.getByRole('region', { name: 'Source' });
    const profile = within(source).getByRole('link', { name: 'Official source (opens in a new tab)' });
    expect(profile).toHaveAttribute('href', 'https://malegislature.gov/Legislators/Profile/JQD1');
    expect(profile).toHaveAttribute('target', '_blank');
    expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(1);
    expect(within(source).getByText('ocd-person/5f6e7d8c-9b0a-4c1d-8e2f-3a4b5c6d7e8f')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Joint Committee on Education' })).toHaveAttribute(
      'href',
      '/app/committees/7',
    );
    expect(screen.getByText('Chair')).toBeInTheDocument();
  });
});

describe('LegislatorDetails: roles and names', () => {
  it('lists the roles held over the years, newest first, the other names and the leadership office', async () => {
    mockApi({ '/api/legislator/1': legislatorDetailFixture({ leadership: 'Speaker of the House' }) });
    const { container } = renderWithProviders(<LegislatorDetails legislatorId={1} />);
    const roles = await screen.findByRole('region', { name: 'Roles' });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rep., 3rd Essex, since 2023', 'Rep., 14th Essex, 2019–2023']);
    expect(screen.getByText('Also known as')).toBeInTheDocument();
    expect(screen.getByText('J. Doe, Jane Doe')).toBeInTheDocument();
    expect(screen.getByText('Speaker of the House')).toBeInTheDocument();
    await expectNoSeriousAxeViolations(container);
  });

  it('leaves out roles, other names and leadership the source does not give', async () => {
    mockApi({ '/api/legislator/1': legislatorDetailFixture({ roles: [], other_names: [] }) });
    renderWithProviders(<LegislatorDetails legislatorId={1} />);
    await screen.findByRole('heading', { level: 1, name: 'Jane Q. Doe' });
    expect(screen.queryByRole('region', { name: 'Roles' })).not.toBeInTheDocument();
    expect(screen.queryByText('Also known as')).not.toBeInTheDocument();
  });

  it('names an executive official by office, without House, Senate or a district', async () => {
    mockApi({ '/api/legislator/30': executiveDetailFixture() });
    renderWithProviders(<LegislatorDetails legislatorId={30} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Diana DiZoglio' })).toBeInTheDocument();
    expect(screen.getByText('Auditor · Democratic')).toBeInTheDocument();
    const roles = screen.getByRole('region', { name: 'Roles' });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Auditor, until 2027', 'Sen., First Essex, 2019–2023', 'Rep., 14th Essex, 2013–2018']);
    // Committees, sponsorships and roll calls are the legislature's; her page does not claim "none".
    for (const text of [
      /^(House|Senate|Executive branch)( ·|$)/,
      /Rep\. /,
      'Not on any committee.',
      'No bills sponsored.',
      'No recorded votes.',
    ])
      expect(screen.queryByText(text)).not.toBeInTheDocument();
    const source = screen.getByRole('region', { name: 'Source' });
    expect(within(source).getByText('No official page in the source data')).toBeInTheDocument();
    expect(within(source).getByText('ocd-person/ec37a070-639f-4c27-9228-33c9d38f9639')).toBeInTheDocument();
  });
});

describe('LegislatorDetails: bills and votes', () => {
  it('lists sponsored bills with the total and the latest votes with positions, linked to roll calls', async () => {
    mockApi({ '/api/legislator/1': legislatorDetailFixture() });
    renderWithProviders(<LegislatorDetails legislatorId={1} />);
    const bills = await screen.findByRole('region', { name: 'Sponsored bills' });
    expect(within(bills).getByRole('link', { name: 'H 401 School budgets' })).toHaveAttribute(
      'href',
      '/app/bill/101',
    );
    expect(within(bills).getByText('Reported favorably · 2025-2026')).toBeInTheDocument();
    expect(within(bills).getByText('The latest 1 of 12 bills.')).toBeInTheDocument();

    const votes = screen.getByRole('region', { name: 'Recent votes' });
    const engrossed = within(votes).getByRole('link', { name: 'H 401: Passage to be engrossed' });
    expect(engrossed).toHaveAttribute('href', '/app/votes/31');
    const [first, second] = within(votes).getAllByRole('listitem');
    expect(within(first!).getByText('Yea')).toBeInTheDocument();
    expect(within(first!).getByText('Mar 11, 2026 · Passed')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'Motion to recess' })).toHaveAttribute(
      'href',
      '/app/votes/32',
    );
    expect(within(second!).getByText('Absent')).toBeInTheDocument();
  });

  it('says when the source has no status for a sponsored bill', async () => {
    const bill = legislatorDetailFixture().sponsored_bills[0]!;
    mockApi({
      '/api/legislator/1': legislatorDetailFixture({
        sponsored_bills: [{ ...bill, status: null, session_name: '194th', last_action_date: null }],
      }),
    });
    renderWithProviders(<LegislatorDetails legislatorId={1} />);
    const bills = await screen.findByRole('region', { name: 'Sponsored bills' });
    expect(within(bills).getByText('Status not in the source data · 194th')).toBeInTheDocument();
  });

  it('says when there are no bills or votes', async () => {
    mockApi({
      '/api/legislator/1': legislatorDetailFixture({
        sponsored_bills: [],
        sponsored_bill_count: 0,
        recent_votes: [],
      }),
    });
    renderWithProviders(<LegislatorDetails legislatorId={1} />);
    expect(await screen.findByText('No bills sponsored.')).toBeInTheDocument();
    expect(screen.getByText('No recorded votes.')).toBeInTheDocument();
  });

  it('shows loading, then the error with Retry', async () => {
    mockApi({ '/api/legislator/1': () => errorResponse(500, 'Internal Server Error', 'Try again soon.') });
    renderWithProviders(<LegislatorDetails legislatorId={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading legislator…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again soon.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
