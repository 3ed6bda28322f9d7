import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lawsPageFixture } from '../../../testing/fixtures/laws';
import { errorResponse, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LawsBrowser } from './laws-browser';

function Browser() {
  const [session, setSession] = useState<string | undefined>(undefined);
  return <LawsBrowser session={session} onSessionChange={setSession} />;
}

const chapterLinks = () => within(screen.getByRole('list', { name: 'Chapters' })).getAllByRole('link');

describe('LawsBrowser', () => {
  it("lists the current session's chapters, each opening its page, with the session picker", async () => {
    const { requestedUrls } = mockApi({ '/api/laws?page=1': lawsPageFixture() });
    renderWithProviders(<Browser />);
    const first = await screen.findByRole('link', { name: 'Chapter 1 of the Acts of 2025' });
    expect(first).toHaveAttribute('href', '/laws/2025-2026/acts-2025-1');
    expect(within(first.closest('li')!).getByText('H1501 · Item 501 act')).toBeInTheDocument();
    expect(chapterLinks()).toHaveLength(2);
    expect(screen.getByText('2 chapters of session law in 2025-2026')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Session' });
    expect(picker).toHaveValue('2025-2026');
    expect(within(picker).getByRole('option', { name: '2023-2024 (221 laws)' })).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/api/laws?page=1']);
  });

  it('loads the chosen session', async () => {
    const { requestedUrls } = mockApi({
      '/api/laws?page=1': lawsPageFixture(),
      '/api/laws?session=2023-2024&page=1': lawsPageFixture({
        session: '2023-2024',
        count: 1,
        firstChapter: 7,
      }),
    });
    const { user } = renderWithProviders(<Browser />);
    await screen.findByRole('link', { name: 'Chapter 1 of the Acts of 2025' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Session' }), '2023-2024');
    expect(await screen.findByRole('link', { name: 'Chapter 7 of the Acts of 2025' })).toHaveAttribute(
      'href',
      '/laws/2023-2024/acts-2025-7',
    );
    expect(screen.getByRole('combobox', { name: 'Session' })).toHaveValue('2023-2024');
    expect(requestedUrls()).toContain('/api/laws?session=2023-2024&page=1');
  });

  it('loads the next hundred chapters on Load more, and stops at the total', async () => {
    const { requestedUrls } = mockApi({
      '/api/laws?page=1': lawsPageFixture({ count: 100, total: 101 }),
      '/api/laws?page=2': lawsPageFixture({ count: 1, total: 101, firstChapter: 101 }),
    });
    const { user } = renderWithProviders(<Browser />);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Chapter 101 of the Acts of 2025' })).toBeInTheDocument();
    expect(screen.getByText('No more data :)')).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/api/laws?page=1', '/api/laws?page=2']);
  });

  it('announces loading', () => {
    mockApi({ '/api/laws?page=1': () => new Promise<Response>(() => {}) });
    renderWithProviders(<Browser />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading laws…');
  });

  it("says 'No results :(' for a session without laws", async () => {
    mockApi({ '/api/laws?page=1': lawsPageFixture({ count: 0 }) });
    renderWithProviders(<Browser />);
    expect(await screen.findByText('No results :(')).toBeInTheDocument();
  });

  it("says a session's laws are not in the source data rather than listing none", async () => {
    mockApi({ '/api/laws?page=1': lawsPageFixture({ count: 0, lawsKnown: false }) });
    renderWithProviders(<Browser />);
    expect(await screen.findByText(/The laws of 2025-2026 are not in the source data/)).toBeInTheDocument();
    expect(screen.queryByText('No results :(')).not.toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Session' });
    expect(
      within(picker).getByRole('option', { name: '2025-2026 (laws not in the source data)' }),
    ).toBeInTheDocument();
  });

  it('shows the error with Retry', async () => {
    let calls = 0;
    mockApi({
      '/api/laws?page=1': () =>
        ++calls === 1
          ? errorResponse(503, 'Service Unavailable', 'Laws are unavailable.')
          : jsonResponse(lawsPageFixture()),
    });
    const { user } = renderWithProviders(<Browser />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Opps, something went wrong :(');
    expect(alert).toHaveTextContent('Laws are unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Chapter 1 of the Acts of 2025' })).toBeInTheDocument();
  });
});
