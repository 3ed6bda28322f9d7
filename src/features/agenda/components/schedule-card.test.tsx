import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Schedule } from '../../../../server/schemas/agenda';
import { agendaItemFixture, mockAgendaApi, scheduleFixture } from '../../../testing/fixtures/agenda';
import { errorResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ScheduleCard } from './schedule-card';
import { setBrowserOnline } from '../../../testing/fixtures/offline';
import { OFFLINE_REASON } from '../../../components/network-required';

const TODAY = 'GET /api/calendar/schedule';
const emptyDay = (date: string): Schedule => ({
  date,
  previous_date: null,
  next_date: '2026-03-17',
  meetings: [],
});

afterEach(() => act(() => setBrowserOnline(true)));
describe('ScheduleCard', () => {
  it('shows a loading status, then today with its meetings in order', async () => {
    mockAgendaApi({ [TODAY]: scheduleFixture });
    renderWithProviders(<ScheduleCard />);
    expect(screen.getByRole('heading', { name: "Today's Schedule" })).toBeInTheDocument();
    expect(screen.getByText('Loading the schedule…')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Meetings on Mar 17, 2026' });
    expect(screen.getByText('Today, Mar 17, 2026')).toBeInTheDocument();
    const [hearing, session] = within(list).getAllByRole('listitem');
    expect(hearing).toHaveTextContent('10:00 AM · Hearing Room A-1');
    expect(within(hearing!).getByRole('link', { name: 'Hearing on school libraries' })).toHaveAttribute(
      'href',
      '/app/committees/3',
    );
    expect(hearing).toHaveTextContent('Education · 2 bills');
    expect(
      within(hearing!).getByRole('button', { name: 'Add Hearing on school libraries to agenda' }),
    ).toBeEnabled();
    expect(
      within(session!).getByRole('img', { name: 'House Formal Session is on your agenda' }),
    ).toBeInTheDocument();
    expect(within(session!).queryByRole('button', { name: /to agenda/ })).not.toBeInTheDocument();
  });

  it("says '1 bill', not '1 bills', for a meeting with one bill", async () => {
    mockAgendaApi({
      [TODAY]: {
        ...scheduleFixture,
        meetings: scheduleFixture.meetings.map((m) => (m.id === 101 ? { ...m, billCount: 1 } : m)),
      },
    });
    renderWithProviders(<ScheduleCard />);
    const list = await screen.findByRole('list', { name: 'Meetings on Mar 17, 2026' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/Education · 1 bill$/);
  });

  it('says so on a day without meetings and steps to the nearest day with some', async () => {
    const { requests } = mockAgendaApi({
      [TODAY]: emptyDay('2026-03-15'),
      'GET /api/calendar/schedule?date=2026-03-17': scheduleFixture,
    });
    const { user } = renderWithProviders(<ScheduleCard />);
    expect(await screen.findByText('No hearings or floor sessions on this day.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No earlier meetings' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next day with meetings, Mar 17, 2026' }));
    expect(await screen.findByRole('link', { name: 'Hearing on school libraries' })).toBeInTheDocument();
    expect(screen.getByText('Mar 17, 2026')).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual([
      '/api/calendar/schedule',
      '/api/calendar/schedule?date=2026-03-17',
    ]);
  });

  it('shows an error with Retry', async () => {
    mockAgendaApi({
      [TODAY]: () => errorResponse(503, 'Service Unavailable', 'The schedule is unavailable.'),
    });
    renderWithProviders(<ScheduleCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The schedule is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('adds a meeting to the agenda with its plus button, then marks it', async () => {
    let added = false;
    const { requests } = mockAgendaApi({
      [TODAY]: () => ({
        ...scheduleFixture,
        meetings: scheduleFixture.meetings.map((m) => (m.id === 101 && added ? { ...m, agenda_id: 5 } : m)),
      }),
      'POST /api/calendar/agenda': () => {
        added = true;
        return new Response(JSON.stringify(agendaItemFixture({ id: 5, meeting_id: 101 })), { status: 201 });
      },
    });
    const { user } = renderWithProviders(<ScheduleCard />);
    await user.click(
      await screen.findByRole('button', { name: 'Add Hearing on school libraries to agenda' }),
    );
    expect(
      await screen.findByRole('img', { name: 'Hearing on school libraries is on your agenda' }),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/calendar/agenda',
      body: { meeting_id: 101 },
    });
  });

  it('offers sign-in when a signed-out visitor presses plus', async () => {
    mockAgendaApi({
      [TODAY]: scheduleFixture,
      'POST /api/calendar/agenda': () => errorResponse(401, 'Unauthorized', 'Sign in to use this feature.'),
    });
    const { user } = renderWithProviders(<ScheduleCard />, { route: '/' });
    await user.click(
      await screen.findByRole('button', { name: 'Add Hearing on school libraries to agenda' }),
    );
    expect(await screen.findByText(/Sign in to add meetings to your agenda/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/app/sign-in?returnTo=%2F',
    );
  });

  it('shows why an add failed for any other reason', async () => {
    mockAgendaApi({
      [TODAY]: scheduleFixture,
      'POST /api/calendar/agenda': () => errorResponse(404, 'Not Found', 'No meeting with id 101.'),
    });
    const { user } = renderWithProviders(<ScheduleCard />);
    await user.click(
      await screen.findByRole('button', { name: 'Add Hearing on school libraries to agenda' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No meeting with id 101.');
  });
});

describe('ScheduleCard offline (issue 8)', () => {
  it('disables adding a meeting to the agenda with the reason', async () => {
    mockAgendaApi({ [TODAY]: scheduleFixture });
    renderWithProviders(<ScheduleCard />);
    await screen.findByRole('list', { name: 'Meetings on Mar 17, 2026' });
    act(() => setBrowserOnline(false));
    const add = screen.getByRole('button', { name: 'Add Hearing on school libraries to agenda' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(OFFLINE_REASON);
    act(() => setBrowserOnline(true));
    expect(screen.getByRole('button', { name: 'Add Hearing on school libraries to agenda' })).toBeEnabled();
  });
});
