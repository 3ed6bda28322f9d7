import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockAgendaApi, signedInSession } from '../../../testing/fixtures/agenda';
import { errorResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { sessionKeys } from '../api/keys';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { setBrowserOnline } from '../../../testing/fixtures/offline';
import { OFFLINE_REASON } from '../../../components/network-required';

const browser = vi.hoisted(() => ({
  browserSupportsWebAuthn: vi.fn(() => true),
  startAuthentication: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => browser);

beforeEach(() => {
  browser.browserSupportsWebAuthn.mockReturnValue(true);
  browser.startAuthentication.mockReset();
});

afterEach(() => act(() => setBrowserOnline(true)));
describe('PasskeySignInButton', () => {
  it('signs in with a passkey and keeps the new session', async () => {
    const assertion = { id: 'cred', response: {} };
    browser.startAuthentication.mockResolvedValue(assertion);
    const { requests } = mockAgendaApi({
      'POST /api/auth/passkeys/authentication/options': { challenge: 'xyz' },
      'POST /api/auth/passkeys/authentication': signedInSession,
    });
    const { user, queryClient } = renderWithProviders(<PasskeySignInButton />);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(queryClient.getQueryData(sessionKeys.current())).toEqual(signedInSession));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'xyz' } });
    expect(requests.at(-1)!.body).toEqual({ response: assertion });
  });

  it("shows the server's answer when the passkey is not accepted", async () => {
    browser.startAuthentication.mockResolvedValue({ id: 'cred' });
    mockAgendaApi({
      'POST /api/auth/passkeys/authentication/options': { challenge: 'xyz' },
      'POST /api/auth/passkeys/authentication': () =>
        errorResponse(
          401,
          'Unauthorized',
          'That passkey did not sign you in. Use your password, then add this passkey under Me.',
        ),
    });
    const { user } = renderWithProviders(<PasskeySignInButton />);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That passkey did not sign you in.');
  });

  it('is not offered where the browser has no passkeys', () => {
    browser.browserSupportsWebAuthn.mockReturnValue(false);
    mockAgendaApi({});
    renderWithProviders(<PasskeySignInButton />);
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });
});

describe('PasskeySignInButton offline (issue 8)', () => {
  it('is disabled with the reason', () => {
    mockAgendaApi({});
    renderWithProviders(<PasskeySignInButton />);
    act(() => setBrowserOnline(false));
    const button = screen.getByRole('button', { name: 'Sign in with a passkey' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(OFFLINE_REASON);
  });
});
