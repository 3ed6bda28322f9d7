import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockAgendaApi } from '../../../testing/fixtures/agenda';
import { pendingResponse } from '../../../testing/fixtures/tracking';
import { reportListItemFixture } from '../../../testing/fixtures/reports';
import { errorResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { NO_REPORTS_TEXT, ReportsList } from './reports-list';
import { setBrowserOnline } from '../../../testing/fixtures/offline';
import { OFFLINE_REASON } from '../../../components/network-required';

const REPORTS = 'GET /api/reports';
const reports = [reportListItemFixture({ id: 2 }), reportListItemFixture({ id: 1, bill_count: 1 })];

afterEach(() => act(() => setBrowserOnline(true)));
describe('ReportsList', () => {
  it('announces loading', () => {
    mockAgendaApi({ [REPORTS]: pendingResponse });
    renderWithProviders(<ReportsList />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your reports…');
  });

  it('explains how to make one when there are none', async () => {
    mockAgendaApi({ [REPORTS]: [] });
    renderWithProviders(<ReportsList />);
    expect(await screen.findByText(NO_REPORTS_TEXT)).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    mockAgendaApi({ [REPORTS]: () => errorResponse(503, 'Service Unavailable', 'Reports are unavailable.') });
    renderWithProviders(<ReportsList />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Reports are unavailable.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists reports newest first, each opening in a new tab', async () => {
    mockAgendaApi({ [REPORTS]: reports });
    renderWithProviders(<ReportsList />);
    const link = await screen.findByRole('link', { name: 'Search Results - 3/12/2026 (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/app/report/2');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.closest('li')).toHaveTextContent('Mar 15, 2026 · 3 bills');
    expect(screen.getByRole('link', { name: /3\/11\/2026/ }).closest('li')).toHaveTextContent('1 bill');
  });

  it('deletes a report', async () => {
    const { requests } = mockAgendaApi({
      [REPORTS]: () =>
        new Response(JSON.stringify(requests.some((r) => r.method === 'DELETE') ? [reports[1]] : reports)),
      'DELETE /api/reports/2': () => new Response(null, { status: 204 }),
    });
    const { user } = renderWithProviders(<ReportsList />);
    await user.click(await screen.findByRole('button', { name: 'Delete report Search Results - 3/12/2026' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /3\/12\/2026/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /3\/11\/2026/ })).toBeInTheDocument();
  });
});

describe('ReportsList offline (issue 8)', () => {
  it('keeps the reports readable but disables Delete with the reason', async () => {
    mockAgendaApi({ [REPORTS]: reports });
    renderWithProviders(<ReportsList />);
    await screen.findByRole('list', { name: 'Your reports' });
    act(() => setBrowserOnline(false));
    const deletes = screen.getAllByRole('button', { name: /^Delete report/ });
    expect(deletes).toHaveLength(2);
    for (const button of deletes) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(OFFLINE_REASON);
    }
    expect(screen.getAllByText(OFFLINE_REASON)).toHaveLength(1);
  });
});
