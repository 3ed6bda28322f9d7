import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lawDetailFixture } from '../../../testing/fixtures/laws';
import { errorResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LawDetails } from './law-details';

const renderLaw = () =>
  renderWithProviders(
    <LawDetails
      session="2025-2026"
      chapter="acts-2025-12"
      renderSummary={(html) => <p>Summary: {html ?? 'none'}</p>}
    />,
  );

describe('LawDetails', () => {
  it('shows the chapter, the bill that enacted it, its sponsor, signing date and summary', async () => {
    mockApi({ '/api/laws/2025-2026/acts-2025-12': lawDetailFixture() });
    renderLaw();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chapter 12 of the Acts of 2025' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Session 2025-2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'H1512 Item 512 act' })).toHaveAttribute('href', '/app/bill/512');
    expect(screen.getByRole('link', { name: 'Rep. Jane Doe' })).toHaveAttribute('href', '/app/legislators/1');
    expect(screen.getByText('Sep 30, 2025')).toBeInTheDocument();
    expect(screen.getByText('Summary: <p>Creates a <b>ferry</b> authority.</p>')).toBeInTheDocument();
  });

  it('says whether the source names no sponsor or does not say', async () => {
    const law = lawDetailFixture();
    mockApi({
      '/api/laws/2025-2026/acts-2025-12': { ...law, bill: { ...law.bill, primary_sponsor: null } },
    });
    const { unmount } = renderLaw();
    expect(await screen.findByText('No sponsor listed')).toBeInTheDocument();
    expect(screen.queryByText('Sponsor not in the source data')).not.toBeInTheDocument();
    unmount();

    mockApi({
      '/api/laws/2025-2026/acts-2025-12': {
        ...law,
        bill: { ...law.bill, primary_sponsor: null, sponsors_known: false },
      },
    });
    renderLaw();
    expect(await screen.findByText('Sponsor not in the source data')).toBeInTheDocument();
    expect(screen.queryByText('No sponsor listed')).not.toBeInTheDocument();
  });

  it('announces loading', () => {
    mockApi({ '/api/laws/2025-2026/acts-2025-12': () => new Promise<Response>(() => {}) });
    renderLaw();
    expect(screen.getByRole('status')).toHaveTextContent('Loading law…');
  });

  it('explains a chapter that does not exist', async () => {
    mockApi({
      '/api/laws/2025-2026/acts-2025-12': () =>
        errorResponse(404, 'Not Found', 'No chapter acts-2025-12 in session 2025-2026'),
    });
    renderLaw();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not found');
    expect(alert).toHaveTextContent('No chapter acts-2025-12 in session 2025-2026');
  });
});
