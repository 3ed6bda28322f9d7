import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockAgendaApi, signedInSession, signedOutSession } from '../../testing/fixtures/agenda';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Component as SignInRoute } from './sign-in';

function Where() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname + location.search}</output>;
}

const atSignIn = { route: '/app/sign-in?returnTo=%2Fapp%2Fagenda' };

describe('Sign-in screen', () => {
  it('shows the form to a signed-out visitor', async () => {
    mockAgendaApi({ 'GET /api/auth/session': signedOutSession });
    renderWithProviders(<SignInRoute />, atSignIn);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('returns the user to where they were once signed in', async () => {
    mockAgendaApi({ 'GET /api/auth/session': signedOutSession, 'POST /api/auth/signin': signedInSession });
    const { user } = renderWithProviders(
      <>
        <SignInRoute />
        <Where />
      </>,
      atSignIn,
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@example.org');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'the right password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('/app/agenda')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('never returns to another site', async () => {
    mockAgendaApi({ 'GET /api/auth/session': signedInSession });
    renderWithProviders(
      <>
        <SignInRoute />
        <Where />
      </>,
      { route: '/app/sign-in?returnTo=https%3A%2F%2Fevil.example' },
    );
    expect(await screen.findByText('/')).toBeInTheDocument();
  });
});
