import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { agendaItemFixture, mockAgendaApi } from '../../../testing/fixtures/agenda';
import { errorResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AGENDA_EMPTY_TEXT } from './agenda-view';
import { AgendaCard } from './agenda-card';
import { setBrowserOnline } from '../../../testing/fixtures/offline';
import { OFFLINE_REASON } from '../../../components/network-required';

const neverAnswers = () => new Promise<Response>(() => {});
describe('AgendaCard', () => {
  it('shows a loading status while the agenda loads', async () => {
    mockAgendaApi({ 'GET /api/calendar/agenda': neverAnswers });
    renderWithProviders(<AgendaCard signedIn />);
    expect(screen.getByRole('heading', { name: 'My Agenda' })).toBeInTheDocument();
    expect(await screen.findByText('Loading your agenda…')).toBeInTheDocument();
  });

  it("shows the spec's exact text when the agenda is empty", async () => {
    mockAgendaApi({ 'GET /api/calendar/agenda': [] });
    renderWithProviders(<AgendaCard signedIn />);
    expect(
      await screen.findByText(
        "There are no items on your agenda. You can add items by clicking the plus icon next to any item on Today's Schedule to the left.",
      ),
    ).toBeInTheDocument();
    expect(AGENDA_EMPTY_TEXT).toMatch(/^There are no items on your agenda\./);
  });

  it('offers sign-in without asking for an agenda when the visitor is signed out', async () => {
    const { requests } = mockAgendaApi({});
    renderWithProviders(<AgendaCard signedIn={false} />);
    expect(await screen.findByText(/Sign in to keep your own agenda/)).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('asks for nothing while the session is still unknown', async () => {
    const { requests } = mockAgendaApi({});
    renderWithProviders(<AgendaCard signedIn={undefined} />);
    expect(await screen.findByText('Loading your agenda…')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('offers sign-in, returning here, when the session has expired', async () => {
    mockAgendaApi({
      'GET /api/calendar/agenda': () => errorResponse(401, 'Unauthorized', 'Sign in to use this feature.'),
    });
    renderWithProviders(<AgendaCard signedIn />, { route: '/?tab=x' });
    expect(await screen.findByText(/Sign in to keep your own agenda/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/app/sign-in?returnTo=%2F%3Ftab%3Dx',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry, and retries', async () => {
    let calls = 0;
    mockAgendaApi({
      'GET /api/calendar/agenda': () =>
        ++calls === 1 ? errorResponse(500, 'Internal Server Error', 'Something went wrong on our side.') : [],
    });
    const { user } = renderWithProviders(<AgendaCard signedIn />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/There are no items on your agenda/)).toBeInTheDocument();
  });

  it('lists items with what, when, where and Google / Apple / Outlook links', async () => {
    const item = agendaItemFixture({ id: 4, details: 'Public hearing on ferries' });
    mockAgendaApi({ 'GET /api/calendar/agenda': [item] });
    renderWithProviders(<AgendaCard signedIn />);
    const list = await screen.findByRole('list', { name: 'Agenda items' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByRole('link', { name: 'Public hearing on ferries' })).toHaveAttribute(
      'href',
      '/app/committees/3',
    );
    expect(row).toHaveTextContent('Mar 17, 2026 · 10:00 AM · Hearing Room A-1');
    expect(row).toHaveTextContent('Joint Committee on Education · 2 bills');
    const calendars = within(row).getByRole('group', {
      name: 'Add Public hearing on ferries to your calendar',
    });
    const google = within(calendars).getByRole('link', {
      name: 'Google Calendar: Public hearing on ferries',
    });
    expect(google).toHaveAttribute('href', item.google_calendar_link);
    expect(google).toHaveAttribute('target', '_blank');
    expect(
      within(calendars).getByRole('link', { name: 'Apple Calendar: Public hearing on ferries' }),
    ).toHaveAttribute('href', '/api/calendar/agenda/4.ics');
    expect(
      within(calendars).getByRole('link', { name: 'Outlook: Public hearing on ferries' }),
    ).toHaveAttribute('href', '/api/calendar/agenda/4.ics');
  });

  it("says '1 bill', not '1 bills', for an item with one bill", async () => {
    mockAgendaApi({ 'GET /api/calendar/agenda': [agendaItemFixture({ id: 4, billCount: 1 })] });
    renderWithProviders(<AgendaCard signedIn />);
    const list = await screen.findByRole('list', { name: 'Agenda items' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Joint Committee on Education · 1 bill');
    expect(within(list).getByRole('listitem')).not.toHaveTextContent('1 bills');
  });

  it('removes an item with its remove button', async () => {
    const items = [agendaItemFixture({ id: 1 }), agendaItemFixture({ id: 2 })];
    const { requests } = mockAgendaApi({
      'GET /api/calendar/agenda': () => items,
      'DELETE /api/calendar/agenda/1': () => {
        items.shift();
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderWithProviders(<AgendaCard signedIn />);
    await user.click(await screen.findByRole('button', { name: 'Remove Public hearing 1 from agenda' }));
    await waitFor(() => expect(screen.queryByText('Public hearing 1')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Public hearing 2' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/calendar/agenda/1',
    ]);
  });

  it('says so when a removal fails and keeps the item', async () => {
    mockAgendaApi({
      'GET /api/calendar/agenda': [agendaItemFixture({ id: 1 })],
      'DELETE /api/calendar/agenda/1': () => errorResponse(404, 'Not Found', 'No agenda item with id 1.'),
    });
    const { user } = renderWithProviders(<AgendaCard signedIn />);
    await user.click(await screen.findByRole('button', { name: 'Remove Public hearing 1 from agenda' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No agenda item with id 1.');
    expect(screen.getByText('Public hearing 1')).toBeInTheDocument();
  });
});

describe('AgendaCard offline (issue 8)', () => {
  afterEach(() => act(() => setBrowserOnline(true)));

  it('disables removing an item with the reason, keeping the calendar links', async () => {
    mockAgendaApi({
      'GET /api/calendar/agenda': [agendaItemFixture({ id: 1 }), agendaItemFixture({ id: 2 })],
    });
    renderWithProviders(<AgendaCard signedIn />);
    await screen.findByRole('button', { name: 'Remove Public hearing 2 from agenda' });
    act(() => setBrowserOnline(false));
    for (const name of ['Remove Public hearing 1 from agenda', 'Remove Public hearing 2 from agenda']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(OFFLINE_REASON);
    }
    expect(screen.getAllByText(OFFLINE_REASON)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Google Calendar: Public hearing 1' })).toBeInTheDocument();
  });
});
