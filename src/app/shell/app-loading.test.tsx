import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AppLoading } from './app-loading';

describe('AppLoading', () => {
  it('paints the app header at once and announces that the app is loading', () => {
    renderWithProviders(<AppLoading />);
    expect(screen.getByRole('link', { name: 'Statehouse' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Statehouse…');
  });
});
