import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { houseCalendar, senateCalendar } from '../../../testing/fixtures/live-calendar';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LIVE_CALENDAR_BODY_PX, LiveCalendarCard } from './live-calendar-card';

const replies = {
  '/api/live_calendar?chamber=house': houseCalendar,
  '/api/live_calendar?chamber=senate': senateCalendar,
};

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
});

describe('LiveCalendarCard', () => {
  it('shows House floor actions in a 235 px body and links to the live calendar page', async () => {
    expect(LIVE_CALENDAR_BODY_PX).toBe(235);
    mockApi(replies);
    renderWithProviders(<LiveCalendarCard />);
    const card = screen.getByRole('region', { name: 'Live floor calendar' });
    expect(await within(card).findByRole('link', { name: 'H 4001' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View all floor actions' })).toHaveAttribute(
      'href',
      '/app/live-calendar?chamber=house',
    );
  });

  it('restarts the 30 s refresh timer when the chamber is toggled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requestedUrls } = mockApi(replies);
    const { user } = renderWithProviders(<LiveCalendarCard />);
    await screen.findByRole('link', { name: 'H 4001' });
    await vi.advanceTimersByTimeAsync(20_000);
    await user.click(screen.getByRole('radio', { name: 'Senate' }));
    expect(await screen.findByRole('link', { name: 'S 12' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all floor actions' })).toHaveAttribute(
      'href',
      '/app/live-calendar?chamber=senate',
    );
    // 30 s after the first load nothing happens: the timer started again at the toggle.
    await vi.advanceTimersByTimeAsync(12_000);
    expect(requestedUrls()).toEqual([
      '/api/live_calendar?chamber=house',
      '/api/live_calendar?chamber=senate',
    ]);
    await vi.advanceTimersByTimeAsync(19_000);
    expect(requestedUrls()).toEqual([
      '/api/live_calendar?chamber=house',
      '/api/live_calendar?chamber=senate',
      '/api/live_calendar?chamber=senate',
    ]);
  });

  it('pauses refreshing while the page is hidden and refreshes at once on return', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requestedUrls } = mockApi(replies);
    renderWithProviders(<LiveCalendarCard />);
    await screen.findByRole('link', { name: 'H 4001' });
    act(() => setVisibility('hidden'));
    await vi.advanceTimersByTimeAsync(95_000);
    expect(requestedUrls()).toHaveLength(1);
    act(() => setVisibility('visible'));
    await vi.waitFor(() => expect(requestedUrls()).toHaveLength(2));
  });
});
