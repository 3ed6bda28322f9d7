import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Persister from '../../lib/persister';
import type * as FollowState from '../follow-state';
import { signedOutSession, mockAgendaApi } from '../../testing/fixtures/agenda';
import { errorResponse } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import {
  demoState,
  massachusetts,
  missouri,
  setDeviceStateCookie,
  stateList,
} from '../../testing/state-fixtures';
import { readDeviceState } from '../../lib/current-state';
import { StateGate } from './state-gate';

const follow = vi.hoisted(() => ({ reloadIntoState: vi.fn(), forgetUnheldState: vi.fn() }));
vi.mock('../follow-state', async (importOriginal) => ({
  ...(await importOriginal<typeof FollowState>()),
  reloadIntoState: follow.reloadIntoState,
  forgetUnheldState: follow.forgetUnheldState,
}));
vi.mock('../../lib/persister', async (importOriginal) => ({
  ...(await importOriginal<typeof Persister>()),
  setCacheState: vi.fn(),
}));

function renderGateAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <StateGate>
            <p>App content</p>
          </StateGate>
        }
      />
    </Routes>,
    { route },
  );
}

const twoStates = stateList([missouri, massachusetts, demoState], null);

afterEach(() => {
  setDeviceStateCookie(null);
  follow.reloadIntoState.mockReset();
  follow.forgetUnheldState.mockReset();
});

describe('StateGate', () => {
  it('asks a first-time visitor to pick a state before anything else, listing name and legislature', async () => {
    mockAgendaApi({ 'GET /api/states': twoStates });
    renderGateAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Which legislature do you want to follow?' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('App content')).not.toBeInTheDocument();
    const choices = screen.getAllByRole('button');
    // Real legislatures by name, the sample data last and labelled as such.
    expect(choices.map((choice) => choice.textContent!.trim())).toEqual([
      'Massachusetts General Court',
      'Missouri General Assembly',
      'Demo State General Court (sample data) Sample data',
    ]);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/app/sign-in?returnTo=%2F',
    );
  });

  it('picks with a tap: PUT /api/state (signed out, CSRF token from the session), then loads that state', async () => {
    const { requests } = mockAgendaApi({
      'GET /api/states': twoStates,
      'GET /api/auth/session': signedOutSession,
      'PUT /api/state': stateList(twoStates.states, 'mo'),
    });
    const { user } = renderGateAt('/');
    await user.click(await screen.findByRole('button', { name: /^Missouri/ }));
    await waitFor(() => expect(follow.reloadIntoState).toHaveBeenCalledWith('mo'));
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put).toEqual({ method: 'PUT', url: '/api/state', body: { state: 'mo' } });
    expect(readDeviceState()).toBe('mo');
  });

  it('picks with the keyboard', async () => {
    mockAgendaApi({
      'GET /api/states': twoStates,
      'GET /api/auth/session': signedOutSession,
      'PUT /api/state': stateList(twoStates.states, 'ma'),
    });
    const { user } = renderGateAt('/');
    await screen.findByRole('button', { name: /^Massachusetts/ });
    await user.tab();
    expect(screen.getByRole('button', { name: /^Massachusetts/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(follow.reloadIntoState).toHaveBeenCalledWith('ma'));
  });

  it('says what went wrong when the pick is not saved, and lets the reader choose again', async () => {
    mockAgendaApi({
      'GET /api/states': twoStates,
      'GET /api/auth/session': signedOutSession,
      'PUT /api/state': () =>
        errorResponse(400, 'Bad Request', 'body.state must be one of the states this server holds: ma, demo'),
    });
    const { user } = renderGateAt('/');
    await user.click(await screen.findByRole('button', { name: /^Missouri/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not follow Missouri');
    expect(alert).toHaveTextContent('body.state must be one of the states this server holds');
    expect(screen.getByRole('button', { name: /^Missouri/ })).toBeEnabled();
    expect(follow.reloadIntoState).not.toHaveBeenCalled();
  });

  it('shows no picker when the server holds one state, and remembers it on the device', async () => {
    mockAgendaApi({ 'GET /api/states': stateList([demoState], 'demo') });
    renderGateAt('/');
    expect(await screen.findByText('App content')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Which legislature/ })).not.toBeInTheDocument();
    await waitFor(() => expect(readDeviceState()).toBe('demo'));
  });

  it("follows the state the server resolves for a signed-in reader's account on a new device", async () => {
    mockAgendaApi({ 'GET /api/states': stateList(twoStates.states, 'ma') });
    renderGateAt('/');
    expect(await screen.findByText('App content')).toBeInTheDocument();
    await waitFor(() => expect(readDeviceState()).toBe('ma'));
  });

  it('goes straight in on a device that has picked, before the list loads (offline too)', () => {
    setDeviceStateCookie('mo');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderGateAt('/');
    expect(screen.getByText('App content')).toBeInTheDocument();
  });

  it('forgets a state the server does not hold', async () => {
    setDeviceStateCookie('zz');
    mockAgendaApi({ 'GET /api/states': twoStates });
    renderGateAt('/');
    await waitFor(() => expect(follow.forgetUnheldState).toHaveBeenCalledOnce());
    expect(screen.queryByText('App content')).not.toBeInTheDocument();
  });

  it('goes in on a server with no legislature loaded yet (nothing to pick; lists are empty)', async () => {
    mockAgendaApi({ 'GET /api/states': stateList([], null) });
    renderGateAt('/');
    expect(await screen.findByText('App content')).toBeInTheDocument();
    expect(readDeviceState()).toBeNull();
  });

  it('opens a record page without a pick: the record brings its own state', async () => {
    mockAgendaApi({ 'GET /api/states': twoStates });
    renderGateAt('/app/bill/12');
    expect(await screen.findByText('App content')).toBeInTheDocument();
  });

  it('says when the states cannot be loaded, and retries', async () => {
    let fail = true;
    mockAgendaApi({
      'GET /api/states': () =>
        fail ? errorResponse(503, 'Service Unavailable', 'The database is not reachable.') : twoStates,
    });
    const { user } = renderGateAt('/');
    expect(await screen.findByText('Statehouse could not load')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /Which legislature/ })).toBeInTheDocument();
  });
});
