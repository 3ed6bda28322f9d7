import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../testing/axe';
import { mockAgendaApi } from '../../../testing/fixtures/agenda';
import { pendingResponse } from '../../../testing/fixtures/tracking';
import { reportFixture } from '../../../testing/fixtures/reports';
import { errorResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ReportView } from './report-view';

const REPORT = 'GET /api/reports/5';
const renderReport = () =>
  renderWithProviders(<ReportView reportId={5} renderSummary={(html) => <p>Summary: {html ?? 'none'}</p>} />);

describe('ReportView', () => {
  it('announces loading', () => {
    mockAgendaApi({ [REPORT]: pendingResponse });
    renderReport();
    expect(screen.getByRole('status')).toHaveTextContent('Loading report…');
  });

  it("says 'Not found' for another user's report, without Retry", async () => {
    mockAgendaApi({ [REPORT]: () => errorResponse(404, 'Not Found', 'No report with id 5.') });
    renderReport();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not found');
    expect(alert).toHaveTextContent('No report with id 5.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says so when the report has no bills left', async () => {
    mockAgendaApi({ [REPORT]: { ...reportFixture, bills: [] } });
    renderReport();
    expect(await screen.findByText('This report has no bills.')).toBeInTheDocument();
  });

  it('prints each bill’s number, title, sponsor, status, last action, summary, history and votes', async () => {
    mockAgendaApi({ [REPORT]: reportFixture });
    renderReport();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search Results - 3/17/2026' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Generated Mar 17, 2026 · 2 bills')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByRole('heading', { level: 2 })).toHaveTextContent('H1001 Item 1 act');
    expect(within(first!).getByRole('link', { name: 'H1001 Item 1 act' })).toHaveAttribute(
      'href',
      '/app/bill/1',
    );
    for (const text of [
      'An Act relative to item 1',
      'Rep. Jane Doe',
      'In committee',
      'Mar 15, 2026: Reported favorably by committee',
      'Summary: <p>Funds school libraries.</p>',
      'Referred to Education',
    ])
      expect(first).toHaveTextContent(text);
    const votes = within(first!).getAllByRole('table')[1]!;
    expect(within(votes).getByRole('link', { name: 'House: Ordered to a third reading' })).toHaveAttribute(
      'href',
      '/app/votes/9',
    );
    expect(votes).toHaveTextContent('150/7/3');
    expect(second).toHaveTextContent('No sponsor listed');
    expect(second).toHaveTextContent('None yet');
    expect(second).toHaveTextContent('No actions recorded yet.');
    expect(second).toHaveTextContent('No roll call votes.');
    for (const article of [first!, second!]) expect(article).not.toHaveTextContent(/not (in|published)/);
  });

  it('prints what the source data lacks as such: status, sponsor, history and tallies', async () => {
    const [known] = reportFixture.bills;
    mockAgendaApi({
      [REPORT]: {
        ...reportFixture,
        bills: [
          {
            ...known!,
            primary_sponsor: null,
            sponsors_known: false,
            actions_known: false,
            status: null,
            progress: null,
            last_action: null,
            actions: [],
            votes: known!.votes.map((vote) => ({
              ...vote,
              yes_count: null,
              no_count: null,
              absent_count: null,
              counts_source: null,
            })),
          },
          {
            ...known!,
            id: 2,
            votes: known!.votes.map((vote) => ({ ...vote, counts_source: 'computed' as const })),
          },
        ],
      },
    });
    const { container } = renderReport();
    const [unknown, computed] = await screen.findAllByRole('article');
    for (const text of [
      'Sponsor not in the source data',
      'Status not in the source data',
      'History not in the source data',
      'Tallies not published in the source',
    ])
      expect(within(unknown!).getAllByText(text).length).toBeGreaterThan(0);
    expect(unknown).not.toHaveTextContent(/None yet|No actions recorded yet|\d+\/\d+\/\d+/);
    expect(
      within(computed!).getByText('150 yea, 7 nay, 3 absent, counted from the recorded votes'),
    ).toBeInTheDocument();
    await expectNoSeriousAxeViolations(container);
  });

  it('prints with the browser’s print dialog', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    mockAgendaApi({ [REPORT]: reportFixture });
    const { user } = renderReport();
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
