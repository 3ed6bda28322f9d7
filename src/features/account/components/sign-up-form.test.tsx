import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAgendaApi, signedInSession } from '../../../testing/fixtures/agenda';
import { errorResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { sessionKeys } from '../api/keys';
import { SignUpForm } from './sign-up-form';
import { setBrowserOnline } from '../../../testing/fixtures/offline';
import { OFFLINE_REASON } from '../../../components/network-required';

const SIGN_UP = 'POST /api/auth/signup';

async function fill(user: ReturnType<typeof renderWithProviders>['user'], password = 'a long enough secret') {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pat');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@example.org');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

afterEach(() => act(() => setBrowserOnline(true)));
describe('SignUpForm', () => {
  it('puts a password rule next to the password field', async () => {
    mockAgendaApi({
      [SIGN_UP]: () => errorResponse(400, 'Bad Request', 'body.password must be at least 10 characters'),
    });
    const { user } = renderWithProviders(<SignUpForm returnTo="/" />);
    await fill(user, 'short');
    expect(await screen.findByText('Password must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts "email taken" next to the email field and links to sign-in', async () => {
    mockAgendaApi({
      [SIGN_UP]: () =>
        errorResponse(
          409,
          'Conflict',
          'body.email already has an account: sign in instead, or use another address',
        ),
    });
    const { user } = renderWithProviders(<SignUpForm returnTo="/app/me" />);
    await fill(user);
    expect(
      await screen.findByText('Email already has an account: sign in instead, or use another address'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/app/sign-in?returnTo=%2Fapp%2Fme',
    );
  });

  it('signs the new account in', async () => {
    const { requests } = mockAgendaApi({
      [SIGN_UP]: () => new Response(JSON.stringify(signedInSession), { status: 201 }),
    });
    const { user, queryClient } = renderWithProviders(<SignUpForm returnTo="/" />);
    await fill(user);
    await vi.waitFor(() => expect(queryClient.getQueryData(sessionKeys.current())).toEqual(signedInSession));
    expect(requests[0]!.body).toEqual({
      display_name: 'Pat',
      email: 'pat@example.org',
      password: 'a long enough secret',
    });
  });
});

describe('SignUpForm offline (issue 8)', () => {
  it('disables Create account with the reason, and Enter in a field does not start a sign-up', async () => {
    mockAgendaApi({});
    const { user, queryClient } = renderWithProviders(<SignUpForm returnTo="/" />);
    act(() => setBrowserOnline(false));
    const submit = screen.getByRole('button', { name: 'Create account' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(OFFLINE_REASON);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pat{Enter}');
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
  });
});
