import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { houseCalendar, senateCalendar } from '../../../testing/fixtures/live-calendar';
import { mockApi } from '../../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import {
  LIVE_CALENDAR_FRESH_ON_MOUNT_MS,
  LIVE_CALENDAR_REFRESH_MS,
  liveCalendarQueryOptions,
} from '../api/get-live-calendar';
import { liveCalendarKeys } from '../api/keys';
import type { LiveCalendarChamber } from '../api/keys';
import { LiveCalendarPanel } from './live-calendar-panel';

function Panel() {
  const [chamber, setChamber] = useState<LiveCalendarChamber>('house');
  return <LiveCalendarPanel chamber={chamber} onChamberChange={setChamber} />;
}

const replies = {
  '/api/live_calendar?chamber=house': houseCalendar,
  '/api/live_calendar?chamber=senate': senateCalendar,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('LiveCalendarPanel', () => {
  it('groups House floor actions under a heading per day with bill, sponsor, title, action and notes', async () => {
    const { requestedUrls } = mockApi(replies);
    renderWithProviders(<Panel />);
    expect(screen.getByRole('radio', { name: 'House' })).toBeChecked();
    const today = await screen.findByRole('region', { name: 'Mar 15, 2026' });
    expect(within(today).getByRole('heading', { name: 'Mar 15, 2026' })).toBeInTheDocument();
    expect(within(today).getAllByRole('listitem')).toHaveLength(2);
    expect(within(today).getByRole('link', { name: 'H 4001' })).toHaveAttribute('href', '/app/bill/101');
    expect(within(today).getAllByText('Rep. Jane Doe')).toHaveLength(2);
    expect(within(today).getByText('School budgets 1')).toBeInTheDocument();
    expect(within(today).getByText('3R')).toBeInTheDocument();
    expect(within(today).getAllByText(/Read a third time and passed/)).toHaveLength(2);
    expect(within(today).getAllByText('Floor notes: Amendment 2 adopted')).toHaveLength(2);
    const yesterday = screen.getByRole('region', { name: 'Mar 14, 2026' });
    expect(within(yesterday).getByRole('link', { name: 'H 4003' })).toBeInTheDocument();
    expect(screen.getByText(/^Updated \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/api/live_calendar?chamber=house']);
  });

  it('fetches the Senate at once when toggled', async () => {
    const { requestedUrls } = mockApi(replies);
    const { user } = renderWithProviders(<Panel />);
    await screen.findByRole('link', { name: 'H 4001' });
    await user.click(screen.getByRole('radio', { name: 'Senate' }));
    expect(await screen.findByRole('link', { name: 'S 12' })).toBeInTheDocument();
    expect(requestedUrls()).toEqual([
      '/api/live_calendar?chamber=house',
      '/api/live_calendar?chamber=senate',
    ]);
  });

  it('shows an answer the server rendered moments ago without fetching it again, and refetches an older one at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requestedUrls } = mockApi(replies);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(liveCalendarKeys.chamber('house'), houseCalendar, {
      updatedAt: Date.now() - 2_000,
    });
    const view = renderWithProviders(<Panel />, { queryClient });
    expect(screen.getByRole('link', { name: 'H 4001' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(100);
    expect(requestedUrls()).toEqual([]);
    view.unmount();

    queryClient.setQueryData(liveCalendarKeys.chamber('house'), houseCalendar, {
      updatedAt: Date.now() - LIVE_CALENDAR_FRESH_ON_MOUNT_MS,
    });
    renderWithProviders(<Panel />, { queryClient });
    await vi.waitFor(() => expect(requestedUrls()).toEqual(['/api/live_calendar?chamber=house']));
  });

  it('refreshes every 30 seconds while the page is visible', async () => {
    expect(LIVE_CALENDAR_REFRESH_MS).toBe(30_000);
    const options = liveCalendarQueryOptions('house');
    expect(options.refetchInterval).toBe(30_000);
    expect(options.refetchIntervalInBackground).toBe(false);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requestedUrls } = mockApi(replies);
    renderWithProviders(<Panel />);
    await screen.findByRole('link', { name: 'H 4001' });
    expect(requestedUrls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(requestedUrls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(requestedUrls()).toEqual(['/api/live_calendar?chamber=house', '/api/live_calendar?chamber=house']);
  });

  it('says so when there are no floor actions', async () => {
    mockApi({ '/api/live_calendar?chamber=house': [{ date: '2026-03-15', actions: [] }] });
    renderWithProviders(<Panel />);
    expect(await screen.findByText('No floor actions yet.')).toBeInTheDocument();
  });
});
