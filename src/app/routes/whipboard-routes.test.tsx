import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { whipboardFixture, whipboardSummaryFixture } from '../../testing/fixtures/whipboard';
import { errorResponse, mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Component as BoardRoute } from './whipboard';
import { Component as PrintRoute } from './whipboard-print';
import { Component as ResetRoute } from './whipboard-reset';
import { Component as BoardsRoute } from './whipboards';

const signedOut = () => errorResponse(401, 'Unauthorized', 'Sign in to use this feature.');

describe('/app/whipboards', () => {
  it('lists the boards above the new-board form', async () => {
    mockApi({ '/api/whipboards': [whipboardSummaryFixture()] });
    renderWithProviders(<BoardsRoute />, { route: '/app/whipboards' });
    expect(screen.getByRole('heading', { level: 1, name: 'Whipboards' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'H 100: School libraries' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'New whipboard' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in and come back', async () => {
    mockApi({ '/api/whipboards': signedOut });
    renderWithProviders(<BoardsRoute />, { route: '/app/whipboards' });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/app/sign-in?returnTo=%2Fapp%2Fwhipboards',
    );
  });
});

describe('the board, print and reset pages', () => {
  it('opens the board by id and asks a signed-out visitor to sign in', async () => {
    mockApi({ '/api/whipboards/7': whipboardFixture() });
    const { unmount } = renderWithProviders(<BoardRoute />, {
      route: '/app/whipboards/7',
      path: '/app/whipboards/:id',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'H 100: School libraries' }),
    ).toBeInTheDocument();
    unmount();
    mockApi({ '/api/whipboards/8': signedOut });
    renderWithProviders(<ResetRoute />, { route: '/whipboard/reset/8', path: '/whipboard/reset/:id' });
    expect(await screen.findByText('Sign in to reset your whipboard.')).toBeInTheDocument();
  });

  it('shows the not-found page for an id that is not a number', () => {
    for (const [Route, route, path] of [
      [BoardRoute, '/app/whipboards/abc', '/app/whipboards/:id'],
      [PrintRoute, '/app/whipboards/0/print', '/app/whipboards/:id/print'],
      [ResetRoute, '/whipboard/reset/x1', '/whipboard/reset/:id'],
    ] as const) {
      const { unmount } = renderWithProviders(<Route />, { route, path });
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      unmount();
    }
  });
});
