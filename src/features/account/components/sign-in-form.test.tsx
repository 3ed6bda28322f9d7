import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAgendaApi, signedInSession } from '../../../testing/fixtures/agenda';
import { errorResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { sessionKeys } from '../api/keys';
import { SignInForm } from './sign-in-form';
import { setBrowserOnline } from '../../../testing/fixtures/offline';
import { OFFLINE_REASON } from '../../../components/network-required';

const SIGN_IN = 'POST /api/auth/signin';

async function fillAndSubmit(
  user: ReturnType<typeof renderWithProviders>['user'],
  email: string,
  password: string,
) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => act(() => setBrowserOnline(true)));
describe('SignInForm', () => {
  it('has labelled fields and links to sign-up keeping the return path', () => {
    mockAgendaApi({});
    renderWithProviders(<SignInForm returnTo="/app/agenda" />);
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/app/sign-up?returnTo=%2Fapp%2Fagenda',
    );
  });

  it("shows the server's message next to the field it names", async () => {
    mockAgendaApi({
      [SIGN_IN]: () =>
        errorResponse(400, 'Bad Request', 'body.email must be an email address, like name@example.org'),
    });
    const { user } = renderWithProviders(<SignInForm returnTo="/" />);
    await fillAndSubmit(user, 'pat', 'whatever password');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(
      await screen.findByText('Email must be an email address, like name@example.org'),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email must be an email address, like name@example.org');
  });

  it('shows the generic failure for the whole form, and the wait after too many attempts', async () => {
    let attempt = 0;
    mockAgendaApi({
      [SIGN_IN]: () =>
        ++attempt === 1
          ? errorResponse(401, 'Unauthorized', 'The email or password is incorrect.')
          : errorResponse(429, 'Too Many Requests', 'Too many sign-in attempts. Try again in 15 minutes.'),
    });
    const { user } = renderWithProviders(<SignInForm returnTo="/" />);
    await fillAndSubmit(user, 'pat@example.org', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Too many sign-in attempts. Try again in 15 minutes.'),
    ).toBeInTheDocument();
  });

  it('sends the trimmed email and keeps the new session', async () => {
    const { requests } = mockAgendaApi({ [SIGN_IN]: signedInSession });
    const { user, queryClient } = renderWithProviders(<SignInForm returnTo="/" />);
    await fillAndSubmit(user, 'pat@example.org ', 'the right password');
    await screen.findByRole('button', { name: 'Sign in' });
    await vi.waitFor(() => expect(queryClient.getQueryData(sessionKeys.current())).toEqual(signedInSession));
    expect(requests[0]!.body).toEqual({ email: 'pat@example.org', password: 'the right password' });
  });
});

describe('SignInForm offline (issue 8)', () => {
  it('disables Sign in with the reason, and Enter in a field does not start a sign-in', async () => {
    mockAgendaApi({});
    const { user, queryClient } = renderWithProviders(<SignInForm returnTo="/" />);
    act(() => setBrowserOnline(false));
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(OFFLINE_REASON);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@example.org');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'a long enough secret{Enter}');
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
    act(() => setBrowserOnline(true));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
