import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pressReleaseDetailFixture } from '../../../testing/fixtures/news';
import { errorResponse, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PressReleaseDetails } from './press-release-details';

describe('PressReleaseDetails', () => {
  it('shows the title, date, author, labels, every paragraph and the linked bills', async () => {
    mockApi({ '/api/press/1': pressReleaseDetailFixture() });
    renderWithProviders(<PressReleaseDetails pressReleaseId={1} />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Rep. Doe Files Legislation on School Libraries',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rep. Jane Doe' })).toHaveAttribute('href', '/app/legislators/1');
    expect(screen.getByText('Mar 14, 2026')).toHaveAttribute('datetime', '2026-03-14');
    expect(screen.getByText('Legislation · 2025-2026 session')).toBeInTheDocument();
    expect(screen.getByText('BOSTON – Rep. Jane Doe filed H 100.')).toBeInTheDocument();
    expect(screen.getByText('"Libraries matter," said Rep. Doe.')).toBeInTheDocument();
    const bills = screen.getByRole('region', { name: 'Bills in this release' });
    expect(within(bills).getByRole('link', { name: 'H 100' })).toHaveAttribute('href', '/app/bill/100');
    await waitFor(() =>
      expect(document.title).toBe('Rep. Doe Files Legislation on School Libraries · Statehouse'),
    );
  });

  it('names an author who is not a member without a link, and leaves out empty sections', async () => {
    mockApi({
      '/api/press/2': pressReleaseDetailFixture({
        id: 2,
        legislator: null,
        author: 'Office of the Speaker',
        category: null,
        session_name: null,
        bills: [],
      }),
    });
    renderWithProviders(<PressReleaseDetails pressReleaseId={2} />);
    expect(await screen.findByText(/· Office of the Speaker/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Office of the Speaker' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bills in this release' })).not.toBeInTheDocument();
  });

  it('announces loading', () => {
    mockApi({ '/api/press/1': () => new Promise<Response>(() => {}) });
    renderWithProviders(<PressReleaseDetails pressReleaseId={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading press release…');
  });

  it('says Not found for an unknown release, without a pointless Retry', async () => {
    mockApi({ '/api/press/9': () => errorResponse(404, 'Not Found', 'No press release with id 9') });
    renderWithProviders(<PressReleaseDetails pressReleaseId={9} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not found');
    expect(alert).toHaveTextContent('No press release with id 9');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('retries after a server error', async () => {
    let calls = 0;
    mockApi({
      '/api/press/1': () =>
        ++calls === 1
          ? errorResponse(503, 'Service Unavailable', 'Try again soon.')
          : jsonResponse(pressReleaseDetailFixture()),
    });
    const { user } = renderWithProviders(<PressReleaseDetails pressReleaseId={1} />);
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
