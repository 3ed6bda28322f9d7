import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockAgendaApi, signedInSession, signedOutSession } from '../../testing/fixtures/agenda';
import { reportFixture } from '../../testing/fixtures/reports';
import { trackedBillFixture, trackingListFixture } from '../../testing/fixtures/tracking';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Component as MyBillsRoute } from './my-bills';
import { Component as ReportRoute } from './report';

const SESSION = 'GET /api/auth/session';

describe('/app/my-bills', () => {
  it('asks a signed-out visitor to sign in and come back', async () => {
    mockAgendaApi({ [SESSION]: signedOutSession });
    renderWithProviders(<MyBillsRoute />, { route: '/app/my-bills' });
    expect(screen.getByRole('heading', { level: 1, name: 'My bills' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/app/sign-in?returnTo=%2Fapp%2Fmy-bills',
    );
  });

  it('shows the tracked bills, the lists, and a report button once bills are selected', async () => {
    mockAgendaApi({
      [SESSION]: signedInSession,
      'GET /api/tracking/lists': [trackingListFixture({ id: 1, name: 'Ferries' })],
      'GET /api/tracking/bills?page=1': { data: [trackedBillFixture({ id: 1 })] },
      'GET /api/tracking/bills?page=2': { data: [] },
      'POST /api/bills/isTracked/': { '1': 1 },
    });
    const { user } = renderWithProviders(<MyBillsRoute />, { route: '/app/my-bills' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select H1001' }));
    expect(screen.getByRole('button', { name: 'Generate Report on 1 Selected bill' })).toBeInTheDocument();
    const lists = screen.getByRole('region', { name: 'Your lists' });
    expect(await within(lists).findByText('Ferries')).toBeInTheDocument();
  });
});

describe('/app/report/{id}', () => {
  it('asks a signed-out visitor to sign in', async () => {
    mockAgendaApi({ [SESSION]: signedOutSession });
    renderWithProviders(<ReportRoute />, { route: '/app/report/5', path: '/app/report/:id' });
    expect(await screen.findByText('Sign in to open your report.')).toBeInTheDocument();
  });

  it('shows the owner the report, its summaries read as text', async () => {
    vi.stubGlobal('print', vi.fn());
    mockAgendaApi({ [SESSION]: signedInSession, 'GET /api/reports/5': reportFixture });
    renderWithProviders(<ReportRoute />, { route: '/app/report/5', path: '/app/report/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: reportFixture.title })).toBeInTheDocument();
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('Funds school libraries.');
    expect(screen.getAllByRole('article')[0]).not.toHaveTextContent('<p>');
    expect(document.title).toBe(`${reportFixture.title} · Statehouse`);
  });

  it('is not found for an id that is not a number', () => {
    mockAgendaApi({ [SESSION]: signedInSession });
    renderWithProviders(<ReportRoute />, { route: '/app/report/abc', path: '/app/report/:id' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/not found/i);
  });
});
