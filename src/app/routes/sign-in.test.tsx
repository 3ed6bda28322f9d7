import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockAgendaApi, signedInSession, signedOutSession } from '../../testing/fixtures/agenda';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Component as SignInRoute } from './sign-in';

function Where() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname + location.search}</output>;
}

/**
 * The screen at its own path, as the app routes it, beside the current location: once the user is sent
 * on, the screen is gone. Rendered everywhere instead, it stayed after the redirect, read no returnTo in
 * the new address and sent the user on again, to '/': the test saw '/app/agenda' only if it looked in
 * between, and failed when it did not (issue 19).
 */
const routedSignIn = (
  <>
    <Routes>
      <Route path="/app/sign-in" element={<SignInRoute />} />
      <Route path="*" element={null} />
    </Routes>
    <Where />
  </>
);

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
    const { user } = renderWithProviders(routedSignIn, atSignIn);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@example.org');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'the right password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('/app/agenda')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('never returns to another site', async () => {
    mockAgendaApi({ 'GET /api/auth/session': signedInSession });
    renderWithProviders(routedSignIn, { route: '/app/sign-in?returnTo=https%3A%2F%2Fevil.example' });
    expect(await screen.findByText('/')).toBeInTheDocument();
  });
});
