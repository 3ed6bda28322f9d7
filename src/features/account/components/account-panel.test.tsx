import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockAgendaApi, signedInSession, signedOutSession } from '../../../testing/fixtures/agenda';
import { errorResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AccountPanel } from './account-panel';
import { setBrowserOnline } from '../../../testing/fixtures/offline';
import { OFFLINE_REASON } from '../../../components/network-required';

const SESSION = 'GET /api/auth/session';

afterEach(() => act(() => setBrowserOnline(true)));
describe('AccountPanel', () => {
  it('offers sign-in and sign-up, returning to Me, when signed out', async () => {
    mockAgendaApi({ [SESSION]: signedOutSession });
    renderWithProviders(<AccountPanel />);
    expect(screen.getByRole('status', { name: 'Loading your account…' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/app/sign-in?returnTo=%2Fapp%2Fme',
    );
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/app/sign-up?returnTo=%2Fapp%2Fme',
    );
  });

  it('shows who is signed in and signs out', async () => {
    const { requests } = mockAgendaApi({
      [SESSION]: signedInSession,
      'POST /api/auth/signout': signedOutSession,
    });
    const { user } = renderWithProviders(<AccountPanel />);
    expect(await screen.findByText('Pat Doe')).toBeInTheDocument();
    expect(screen.getByText('pat@example.org')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/auth/signout');
  });

  it('shows an error with Retry when the session cannot be read', async () => {
    mockAgendaApi({ [SESSION]: () => errorResponse(503, 'Service Unavailable', 'Down for maintenance.') });
    renderWithProviders(<AccountPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Down for maintenance.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('ChangePasswordForm (in the panel)', () => {
  it('puts a wrong current password next to its field, then confirms a change', async () => {
    let attempt = 0;
    mockAgendaApi({
      [SESSION]: signedInSession,
      'POST /api/auth/password': () =>
        ++attempt === 1
          ? errorResponse(400, 'Bad Request', 'body.current_password is not your current password')
          : { ...signedInSession, csrfToken: 'rotated' },
    });
    const { user } = renderWithProviders(<AccountPanel />);
    await user.type(await screen.findByLabelText(/^Current password/, { selector: 'input' }), 'old one!!');
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is not your current password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/, { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your other devices have been signed out.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/, { selector: 'input' })).toHaveValue('');
  });
});

describe('AccountPanel offline (issue 8)', () => {
  it('disables Sign out and Change password with the reason', async () => {
    mockAgendaApi({ [SESSION]: signedInSession });
    renderWithProviders(<AccountPanel />);
    expect(await screen.findByText('Pat Doe')).toBeInTheDocument();
    act(() => setBrowserOnline(false));
    for (const name of ['Sign out', 'Change password']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(OFFLINE_REASON);
    }
    act(() => setBrowserOnline(true));
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
  });
});
