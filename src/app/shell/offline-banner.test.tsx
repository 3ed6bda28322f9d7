import { act, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBrowserOnline } from '../../testing/fixtures/offline';
import { createTestQueryClient, renderWithProviders } from '../../testing/render-with-providers';
import { formatRecentMoment, OfflineBanner } from './offline-banner';

afterEach(() => {
  act(() => setBrowserOnline(true));
  vi.useRealTimers();
});

/** A screen showing one bill (its answer is put in the cache by the test, with its time). */
function BillScreen() {
  useQuery({ queryKey: ['bills', 'detail', 1], queryFn: () => ({ id: 1 }), staleTime: Infinity });
  return <OfflineBanner />;
}

describe('OfflineBanner', () => {
  it('is not shown online', () => {
    renderWithProviders(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says since when, how old the screen is and that actions are off', async () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 15, 10, 40), shouldAdvanceTime: true });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['bills', 'detail', 1], { id: 1 }, { updatedAt: Date.now() });
    renderWithProviders(<BillScreen />, { queryClient });
    vi.setSystemTime(new Date(2026, 2, 15, 10, 45));
    act(() => setBrowserOnline(false));
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Offline since 10:45 AM');
    expect(banner).toHaveTextContent('This screen shows what was saved at 10:40 AM and may be out of date.');
    expect(banner).toHaveTextContent('Actions that need a connection are turned off.');
    act(() => setBrowserOnline(true));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('explains that unopened screens cannot load when nothing is shown', () => {
    renderWithProviders(<OfflineBanner />);
    act(() => setBrowserOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Screens you have not opened before cannot load until you reconnect.',
    );
  });
});

describe('formatRecentMoment', () => {
  it('gives the time today and the day before today', () => {
    const now = new Date(2026, 2, 15, 12, 0).getTime();
    expect(formatRecentMoment(new Date(2026, 2, 15, 9, 5).getTime(), now)).toBe('9:05 AM');
    expect(formatRecentMoment(new Date(2026, 2, 14, 21, 30).getTime(), now)).toBe('Mar 14, 9:30 PM');
  });
});
