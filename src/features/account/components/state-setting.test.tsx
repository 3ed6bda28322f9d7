import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAgendaApi, signedInSession, signedOutSession } from '../../../testing/fixtures/agenda';
import { errorResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import {
  demoState,
  massachusetts,
  missouri,
  setDeviceStateCookie,
  stateList,
} from '../../../testing/state-fixtures';
import { StateSetting } from './state-setting';

const states = [massachusetts, missouri, demoState];

afterEach(() => setDeviceStateCookie(null));

describe('StateSetting', () => {
  it('shows the state followed and changes it: PUT /api/state, then the app reloads into it', async () => {
    setDeviceStateCookie('ma');
    const { requests } = mockAgendaApi({
      'GET /api/states': stateList(states, 'ma'),
      // Every other request names the device's state.
      'GET /api/auth/session?state=ma': signedOutSession,
      'PUT /api/state': stateList(states, 'mo'),
    });
    const onChanged = vi.fn();
    const { user } = renderWithProviders(<StateSetting onChanged={onChanged} />);
    expect(await screen.findByText(/You follow/)).toHaveTextContent(
      'You follow Massachusetts: the General Court.',
    );
    expect(
      screen.getByText('Remembered on this device. Sign in to have your account remember it.'),
    ).toBeVisible();
    const select = screen.getByRole('combobox', { name: 'State to follow' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Massachusetts (General Court)', 'Missouri (General Assembly)', 'Demo State (sample data)']);
    expect(screen.getByRole('button', { name: 'Follow this state' })).toBeDisabled();
    await user.selectOptions(select, 'mo');
    await user.click(screen.getByRole('button', { name: 'Follow Missouri' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(missouri));
    // The PUT names no ?state=: the device's may be the one being replaced.
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/state', body: { state: 'mo' } },
    ]);
  });

  it('tells a signed-in reader that the account remembers it', async () => {
    setDeviceStateCookie('mo');
    mockAgendaApi({
      'GET /api/states': stateList(states, 'mo'),
      'GET /api/auth/session?state=mo': {
        ...signedInSession,
        user: { ...signedInSession.user!, state: 'mo' },
      },
    });
    renderWithProviders(<StateSetting onChanged={vi.fn()} />);
    expect(await screen.findByText(/You follow/)).toHaveTextContent(
      'You follow Missouri: the General Assembly.',
    );
    expect(
      await screen.findByText('Your account remembers it: a new device you sign in on follows it too.'),
    ).toBeVisible();
  });

  it('says why a change failed and keeps the state', async () => {
    setDeviceStateCookie('ma');
    mockAgendaApi({
      'GET /api/states': stateList(states, 'ma'),
      'GET /api/auth/session?state=ma': signedOutSession,
      'PUT /api/state': () =>
        errorResponse(403, 'Forbidden', 'Your session expired. Reload the page and try again.'),
    });
    const onChanged = vi.fn();
    const { user } = renderWithProviders(<StateSetting onChanged={onChanged} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'State to follow' }), 'demo');
    await user.click(screen.getByRole('button', { name: 'Follow Demo State' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session expired.');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('offers no change when the server holds one state', async () => {
    mockAgendaApi({
      'GET /api/states': stateList([demoState], 'demo'),
      'GET /api/auth/session': signedOutSession,
    });
    renderWithProviders(<StateSetting onChanged={vi.fn()} />);
    expect(await screen.findByText(/You follow/)).toHaveTextContent(
      'You follow Demo State: the General Court (sample data).',
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('says so when the server holds no legislature yet', async () => {
    mockAgendaApi({ 'GET /api/states': stateList([], null), 'GET /api/auth/session': signedOutSession });
    renderWithProviders(<StateSetting onChanged={vi.fn()} />);
    expect(await screen.findByText('No legislature has been loaded on this server yet.')).toBeVisible();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the states cannot be loaded', async () => {
    mockAgendaApi({
      'GET /api/states': () => errorResponse(503, 'Service Unavailable', 'Try again in a moment.'),
      'GET /api/auth/session': signedOutSession,
    });
    renderWithProviders(<StateSetting onChanged={vi.fn()} />);
    expect(await screen.findByText('Try again in a moment.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
