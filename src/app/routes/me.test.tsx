import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listenForInstallPrompt } from '../../hooks/use-install-prompt';
import { mockAgendaApi, signedInSession, signedOutSession } from '../../testing/fixtures/agenda';
import { reportListItemFixture } from '../../testing/fixtures/reports';
import { renderWithProviders } from '../../testing/render-with-providers';
import { demoState, missouri, stateList } from '../../testing/state-fixtures';
import { Component as MeRoute } from './me';

describe('Me screen', () => {
  it('offers sign-in when signed out, without the calendar subscription', async () => {
    mockAgendaApi({ 'GET /api/auth/session': signedOutSession });
    renderWithProviders(<MeRoute />);
    expect(screen.getByRole('heading', { level: 2, name: 'Account' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Calendar subscription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My bills' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Passkeys' })).not.toBeInTheDocument();
  });

  it('shows the account, tracked bills, reports, passkeys and the calendar subscription when signed in', async () => {
    mockAgendaApi({
      'GET /api/auth/session': signedInSession,
      'GET /api/calendar/agenda/feed': { active: false, created_at: null, url_path: null },
      'GET /api/reports': [reportListItemFixture({ id: 4, title: 'Weekly' })],
      'GET /api/auth/passkeys': [],
    });
    renderWithProviders(<MeRoute />);
    expect(await screen.findByText('Pat Doe')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create subscription link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My bills' })).toHaveAttribute('href', '/app/my-bills');
    const reports = screen.getByRole('region', { name: 'Reports' });
    expect(await within(reports).findByRole('link', { name: 'Weekly (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/app/report/4',
    );
    expect(screen.getByRole('heading', { name: 'Passkeys' })).toBeInTheDocument();
  });

  it('shows the State setting: the state followed, and the others to choose from', async () => {
    mockAgendaApi({
      'GET /api/auth/session': signedOutSession,
      'GET /api/states': stateList([missouri, demoState], 'mo'),
    });
    renderWithProviders(<MeRoute />, { route: '/app/me#state' });
    const setting = screen.getByRole('region', { name: 'State' });
    expect(await within(setting).findByText(/You follow/)).toHaveTextContent(
      'You follow Missouri: the General Assembly.',
    );
    expect(within(setting).getByRole('combobox', { name: 'State to follow' })).toHaveValue('mo');
  });

  it('switches the colour scheme and shows the app version', async () => {
    mockAgendaApi({ 'GET /api/auth/session': signedOutSession });
    const { user } = renderWithProviders(<MeRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Me' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Appearance' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(screen.getByText('Statehouse version 0.0.0-test')).toBeInTheDocument();
  });

  it('offers Install app once the browser allows installation', async () => {
    listenForInstallPrompt();
    mockAgendaApi({ 'GET /api/auth/session': signedOutSession });
    const { user } = renderWithProviders(<MeRoute />);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
    const prompt = vi.fn(async () => {});
    act(() => {
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt'), {
          prompt,
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        }),
      );
    });
    await user.click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });
});
