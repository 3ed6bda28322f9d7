import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AgendaFeed } from '../../../../server/schemas/agenda';
import { mockAgendaApi } from '../../../testing/fixtures/agenda';
import { errorResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CalendarFeedSetting } from './calendar-feed-setting';
import { setBrowserOnline } from '../../../testing/fixtures/offline';
import { OFFLINE_REASON } from '../../../components/network-required';

const FEED = '/api/calendar/agenda/feed';
const none: AgendaFeed = { active: false, created_at: null, url_path: null };
const path = `/api/calendar/feed/${'a'.repeat(64)}.ics`;

afterEach(() => act(() => setBrowserOnline(true)));
describe('CalendarFeedSetting', () => {
  it('creates a subscription link and shows it once, as webcal and copyable https', async () => {
    let feed = none;
    const { requests } = mockAgendaApi({
      [`GET ${FEED}`]: () => feed,
      [`POST ${FEED}`]: () => {
        feed = { active: true, created_at: '2026-03-15T12:00:00.000Z', url_path: null };
        return new Response(JSON.stringify({ ...feed, url_path: path }), { status: 201 });
      },
    });
    const { user } = renderWithProviders(<CalendarFeedSetting />);
    expect(await screen.findByText(/See your agenda in your phone’s calendar app/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create subscription link' }));
    expect(await screen.findByRole('textbox', { name: 'Subscription link' })).toHaveValue(
      `${window.location.origin}${path}`,
    );
    expect(screen.getByRole('link', { name: 'Open in Calendar' })).toHaveAttribute(
      'href',
      `webcal://${window.location.host}${path}`,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${FEED}`, `POST ${FEED}`]);
  });

  it('tells an active link cannot be shown again, and turns it off', async () => {
    mockAgendaApi({
      [`GET ${FEED}`]: { active: true, created_at: '2026-03-15T12:00:00.000Z', url_path: null },
      [`DELETE ${FEED}`]: none,
    });
    const { user } = renderWithProviders(<CalendarFeedSetting />);
    expect(await screen.findByText(/A subscription link made on Mar 15, 2026 is active/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make a new link' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Create subscription link' })).toBeInTheDocument();
  });

  it('shows nothing when signed out, and an error with Retry otherwise', async () => {
    mockAgendaApi({
      [`GET ${FEED}`]: () => errorResponse(401, 'Unauthorized', 'Sign in to use this feature.'),
    });
    const { unmount } = renderWithProviders(<CalendarFeedSetting />);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Calendar subscription' })).not.toBeInTheDocument(),
    );
    unmount();
    mockAgendaApi({ [`GET ${FEED}`]: () => errorResponse(500, 'Internal Server Error', 'Try again later.') });
    renderWithProviders(<CalendarFeedSetting />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('CalendarFeedSetting offline (issue 8)', () => {
  it('disables Make a new link and Turn off with the reason', async () => {
    mockAgendaApi({
      [`GET ${FEED}`]: { active: true, created_at: '2026-03-15T12:00:00.000Z', url_path: null },
    });
    renderWithProviders(<CalendarFeedSetting />);
    await screen.findByRole('button', { name: 'Turn off' });
    act(() => setBrowserOnline(false));
    for (const name of ['Make a new link', 'Turn off']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(OFFLINE_REASON);
    }
  });
});
