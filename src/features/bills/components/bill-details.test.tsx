import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../testing/axe';
import { billDetailFixture, billWithoutHistoryFixture } from '../../../testing/fixtures/bills';
import { errorResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BillDetails } from './bill-details';

describe('BillDetails', () => {
  it('shows the bill with sponsor links, summary as text paragraphs and the dated history', async () => {
    mockApi({ '/api/bill/1': billDetailFixture() });
    const { container } = renderWithProviders(<BillDetails billId={1} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Item 1 act' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rep. Jane Doe' })).toHaveAttribute('href', '/app/legislators/1');
    expect(screen.getByRole('link', { name: 'Rep. Sam Lee' })).toHaveAttribute('href', '/app/legislators/2');
    expect(screen.getByText('Chapter 12 of the Acts of 2026')).toBeInTheDocument();
    expect(screen.getByText('Requires schools to publish budgets.')).toBeInTheDocument();
    expect(screen.getByText('Takes effect in July.')).toBeInTheDocument();
    expect(container.querySelector('script, b')).toBeNull();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(within(history).getByText('Mar 15, 2026')).toBeInTheDocument();
    expect(within(history).getByText('Reported favorably')).toBeInTheDocument();
    expect(screen.getByText('M.G.L. c. 71 § 1')).toBeInTheDocument();
    expect(screen.getByText('Education')).toBeInTheDocument();
  });

  it('lists the cosponsors as a term and its value in a definition list (axe: dlitem)', async () => {
    mockApi({ '/api/bill/1': billDetailFixture() });
    const { container } = renderWithProviders(<BillDetails billId={1} />);
    const term = await screen.findByText('Cosponsors (1)');
    expect(term.tagName).toBe('DT');
    expect(term.closest('dl')).toContainElement(screen.getByRole('link', { name: 'Rep. Sam Lee' }));
    await expectNoSeriousAxeViolations(container);
  });

  it('links each text section, roll call and amendment to its own page', async () => {
    mockApi({ '/api/bill/1': billDetailFixture() });
    renderWithProviders(<BillDetails billId={1} />);
    const text = await screen.findByRole('region', { name: 'Text' });
    expect(within(text).getByText('Version: As filed')).toBeInTheDocument();
    expect(within(text).getByRole('link', { name: 'SECTION 1.' })).toHaveAttribute('href', '/app/text/31');
    expect(within(text).getByText('Every school shall publish its budget.')).toBeInTheDocument();
    expect(within(text).getByRole('link', { name: 'Read more of SECTION 2.' })).toHaveAttribute(
      'href',
      '/app/text/32',
    );
    expect(within(text).getAllByRole('link', { name: /Read more/ })).toHaveLength(1);
    expect(text.querySelector('#section-32')).not.toBeNull();

    const votes = screen.getByRole('region', { name: 'Votes' });
    const vote = within(votes).getByRole('link', { name: 'Mar 12, 2026 · Passed to be engrossed' });
    expect(vote).toHaveAttribute('href', '/app/votes/7');
    expect(
      within(vote.closest('li')!).getByText('House · Passed · Yea 150 / Nay 7 / Abs 3 · RC# 42'),
    ).toBeInTheDocument();

    const amendments = screen.getByRole('region', { name: 'Amendments' });
    const amendment = within(amendments).getByRole('link', { name: 'Amendment 3: Effective date' });
    expect(amendment).toHaveAttribute('href', '/app/amendments/?id=1&amendment_number=3');
    expect(within(amendment.closest('li')!).getByText('Adopted')).toBeInTheDocument();
  });

  it("says which roll calls' tallies the source lacks and which were counted from the recorded votes", async () => {
    const [vote] = billDetailFixture().votes;
    mockApi({
      '/api/bill/1': billDetailFixture({
        votes: [
          { ...vote!, yes_count: null, no_count: null, absent_count: null, counts_source: null },
          { ...vote!, id: 8, url: '/app/votes/8', counts_source: 'computed', roll_call_number: 43 },
        ],
      }),
    });
    renderWithProviders(<BillDetails billId={1} />);
    const votes = await screen.findByRole('region', { name: 'Votes' });
    const [withoutTallies, computed] = within(votes).getAllByRole('listitem');
    expect(
      within(withoutTallies!).getByText('House · Passed · Tallies not published in the source · RC# 42'),
    ).toBeInTheDocument();
    expect(
      within(computed!).getByText(
        'House · Passed · Yea 150 / Nay 7 / Abs 3, counted from the recorded votes · RC# 43',
      ),
    ).toBeInTheDocument();
  });

  it('says so when a bill has no text, votes or amendments yet', async () => {
    mockApi({
      '/api/bill/1': billDetailFixture({ text_version: null, text_sections: [], votes: [], amendments: [] }),
    });
    renderWithProviders(<BillDetails billId={1} />);
    expect(await screen.findByText('No text published yet.')).toBeInTheDocument();
    expect(screen.getByText('No roll call votes.')).toBeInTheDocument();
    expect(screen.getByText('No amendments filed.')).toBeInTheDocument();
  });

  it('says what the source data lacks: status, sponsor and history, with the official page to look at', async () => {
    mockApi({ '/api/bill/2': billWithoutHistoryFixture() });
    const { container } = renderWithProviders(<BillDetails billId={2} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'State budget' })).toBeInTheDocument();
    expect(screen.getByText('Status not in the source data')).toHaveStyle({
      color: 'var(--mantine-color-dimmed)',
    });
    expect(container.querySelector('.mantine-Badge-root')).toBeNull();
    expect(screen.getByText('Sponsor not in the source data')).toBeInTheDocument();
    expect(screen.queryByText('No sponsor listed')).not.toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('History not in the source data; see the official page');
    expect(
      within(history).getByRole('link', { name: 'see the official page (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://malegislature.gov/Bills/194/H2');
    expect(screen.queryByText('No actions recorded yet.')).not.toBeInTheDocument();
    await expectNoSeriousAxeViolations(container);
  });

  it('keeps "No sponsor listed" and "No actions recorded yet." where the source has them and names none', async () => {
    mockApi({
      '/api/bill/1': billDetailFixture({ primary_sponsor: null, cosponsors: [], actions: [] }),
    });
    renderWithProviders(<BillDetails billId={1} />);
    expect(await screen.findByText('No sponsor listed')).toBeInTheDocument();
    expect(screen.getByText('No actions recorded yet.')).toBeInTheDocument();
    expect(screen.getByText('In committee')).toBeInTheDocument();
    for (const gap of [/not in the source data/, 'see the official page (opens in a new tab)'])
      expect(screen.queryByText(gap)).not.toBeInTheDocument();
  });

  it("shows the bill's official page and Open States id, or says it has no official page", async () => {
    mockApi({
      '/api/bill/1': billDetailFixture(),
      '/api/bill/3': billDetailFixture({ id: 3, openstates_id: null, source_url: null }),
    });
    const { unmount } = renderWithProviders(<BillDetails billId={1} />);
    const source = await screen.findByRole('region', { name: 'Source' });
    const link = within(source).getByRole('link', { name: 'Official source (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://malegislature.gov/Bills/194/H1001');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(source).getByText('Open States ID')).toBeInTheDocument();
    expect(within(source).getByText('ocd-bill/2f1c0e7a-5b7d-4c59-9a0e-3f6d2b8c1a01')).toBeInTheDocument();
    unmount();

    renderWithProviders(<BillDetails billId={3} />);
    const demoSource = await screen.findByRole('region', { name: 'Source' });
    expect(demoSource).toHaveTextContent('No official page in the source data');
    expect(within(demoSource).queryByRole('link')).not.toBeInTheDocument();
    expect(within(demoSource).queryByText('Open States ID')).not.toBeInTheDocument();
  });

  it('announces loading', () => {
    mockApi({ '/api/bill/1': () => new Promise<Response>(() => {}) });
    renderWithProviders(<BillDetails billId={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading bill…');
  });

  it('explains a missing bill without offering a pointless Retry', async () => {
    mockApi({ '/api/bill/9': () => errorResponse(404, 'Not Found', 'No bill with id 9.') });
    renderWithProviders(<BillDetails billId={9} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not found');
    expect(alert).toHaveTextContent('No bill with id 9.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
