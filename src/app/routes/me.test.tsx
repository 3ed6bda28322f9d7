import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listenForInstallPrompt } from '../../hooks/use-install-prompt';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Component as MeRoute } from './me';

describe('Me screen', () => {
  it('switches the colour scheme and shows the app version', async () => {
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
