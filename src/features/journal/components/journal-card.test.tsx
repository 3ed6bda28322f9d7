import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Journal } from '../../../../server/schemas/journal';
import { emptyJournal, journalBillFixture, journalFixture } from '../../../testing/fixtures/journal';
import { errorResponse, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { JournalCard } from './journal-card';

/** Mocks the latest-date and journal endpoints; the journal answers by the date in the POST body. */
function mockJournal(journals: Record<string, Journal | (() => Response)>, latest: unknown = '2026-03-12') {
  const api = mockApi({
    '/api/bills/journal/latest-date':
      typeof latest === 'function' ? latest : { date: latest as string | null },
    '/api/bills/journal': () => {
      const init = (api.fetchMock.mock.calls.at(-1) as unknown[])[1] as RequestInit;
      const { date } = JSON.parse(String(init.body)) as { date: string };
      const reply = journals[date];
      if (typeof reply === 'function') return reply();
      return reply ? jsonResponse(reply) : errorResponse(404, 'Not Found', `No mock for ${date}`);
    },
  });
  const postedDates = () =>
    api.fetchMock.mock.calls
      .map((call) => (call as unknown[])[1] as RequestInit | undefined)
      .filter((init) => init?.method === 'POST')
      .map((init) => (JSON.parse(String(init!.body)) as { date: string }).date);
  return { ...api, postedDates };
}

const dateInput = () => screen.getByLabelText('Journal date');

describe('JournalCard', () => {
  it("asks the server for the latest day, then POSTs that date and shows the four sections' counts", async () => {
    const { requestedUrls, postedDates } = mockJournal({ '2026-03-12': journalFixture() });
    renderWithProviders(<JournalCard />);
    expect(await screen.findByRole('button', { name: 'Actions on House bills (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions on Senate bills (0)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New House bills and dockets (0)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Senate bills and dockets (1)' })).toBeInTheDocument();
    expect(dateInput()).toHaveValue('2026-03-12');
    expect(dateInput()).toHaveAttribute('type', 'date');
    expect(requestedUrls()).toEqual(['/api/bills/journal/latest-date', '/api/bills/journal']);
    expect(postedDates()).toEqual(['2026-03-12']);
    expect(screen.getByRole('link', { name: 'View all journal entries' })).toHaveAttribute(
      'href',
      '/app/journal?date=2026-03-12',
    );
  });

  it("opens a section to show its bills with the day's actions", async () => {
    mockJournal({ '2026-03-12': journalFixture() });
    const { user } = renderWithProviders(<JournalCard />);
    await user.click(await screen.findByRole('button', { name: 'Actions on House bills (2)' }));
    const list = await screen.findByRole('list', { name: 'Actions on House bills' });
    const link = within(list).getByRole('link', { name: 'H1001 Item 1 act' });
    expect(link).toHaveAttribute('href', '/app/bill/1');
    const row = link.closest('li')!;
    expect(within(row).getByText('Rep. Jane Doe')).toBeInTheDocument();
    expect(within(row).getByText('House: Action on item 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New Senate bills and dockets (1)' }));
    const filed = await screen.findByRole('region', { name: 'New Senate bills and dockets (1)' });
    expect(await within(filed).findByRole('link', { name: 'SD 2501 Item 3 act' })).toBeInTheDocument();
    expect(within(filed).getByText('Senate: Filed as a docket')).toBeInTheDocument();
  });

  it("says 'No actions on this date.' in an empty section", async () => {
    mockJournal({ '2026-03-12': journalFixture() });
    const { user } = renderWithProviders(<JournalCard />);
    await user.click(await screen.findByRole('button', { name: 'Actions on Senate bills (0)' }));
    const section = await screen.findByRole('region', { name: 'Actions on Senate bills (0)' });
    expect(within(section).getByText('No actions on this date.')).toBeInTheDocument();
  });

  it('loads the journal of the date the user picks', async () => {
    const { postedDates } = mockJournal({
      '2026-03-12': journalFixture(),
      '2026-03-05': emptyJournal('2026-03-05'),
    });
    renderWithProviders(<JournalCard />);
    await screen.findByRole('button', { name: 'Actions on House bills (2)' });
    fireEvent.change(dateInput(), { target: { value: '2026-03-05' } });
    expect(await screen.findByRole('button', { name: 'Actions on House bills (0)' })).toBeInTheDocument();
    expect(dateInput()).toHaveValue('2026-03-05');
    expect(postedDates()).toEqual(['2026-03-12', '2026-03-05']);
  });

  it('keeps the day when the date is cleared', async () => {
    const { postedDates } = mockJournal({ '2026-03-12': journalFixture() });
    renderWithProviders(<JournalCard />);
    await screen.findByRole('button', { name: 'Actions on House bills (2)' });
    fireEvent.change(dateInput(), { target: { value: '' } });
    expect(dateInput()).toHaveValue('2026-03-12');
    expect(postedDates()).toEqual(['2026-03-12']);
  });

  it('says how many bills a long section holds beyond those listed', async () => {
    mockJournal({
      '2026-03-12': journalFixture('2026-03-12', {
        house_new: { count: 250, bills: [journalBillFixture(7)] },
      }),
    });
    const { user } = renderWithProviders(<JournalCard />);
    await user.click(await screen.findByRole('button', { name: 'New House bills and dockets (250)' }));
    expect(screen.getByText('Showing the first 1 of 250.')).toBeInTheDocument();
  });

  it('announces loading while the default day and then its journal load', async () => {
    mockJournal({}, () => new Promise<Response>(() => {}));
    renderWithProviders(<JournalCard />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading journal…');
    expect(dateInput()).toBeDisabled();
  });

  it('shows the error with Retry when the journal fails', async () => {
    let calls = 0;
    mockJournal({
      '2026-03-12': () =>
        ++calls === 1
          ? errorResponse(503, 'Service Unavailable', 'The journal is unavailable.')
          : jsonResponse(journalFixture()),
    });
    const { user } = renderWithProviders(<JournalCard />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The journal is unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Actions on House bills (2)' })).toBeInTheDocument();
  });

  it('shows the error with Retry when the default day cannot be found', async () => {
    let calls = 0;
    mockJournal({ '2026-03-12': journalFixture() }, () =>
      ++calls === 1
        ? errorResponse(500, 'Internal Server Error', 'Try again.')
        : jsonResponse({ date: '2026-03-12' }),
    );
    const { user } = renderWithProviders(<JournalCard />);
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Actions on House bills (2)' })).toBeInTheDocument();
  });

  it("says 'No actions on this date.' when no day has actions at all", async () => {
    const { postedDates } = mockJournal({}, null);
    renderWithProviders(<JournalCard />);
    expect(await screen.findByText('No actions on this date.')).toBeInTheDocument();
    await waitFor(() => expect(postedDates()).toEqual([]));
  });
});
