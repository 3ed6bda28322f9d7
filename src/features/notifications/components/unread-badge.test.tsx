import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAgendaApi } from '../../../testing/fixtures/agenda';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { UnreadBadge } from './unread-badge';

describe('UnreadBadge', () => {
  it('shows the unread count, said in words to screen readers', async () => {
    mockAgendaApi({ 'GET /api/notifications/unread': { unread: 3 } });
    renderWithProviders(<UnreadBadge />);
    expect(await screen.findByText(', 3 unread notifications')).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('caps what it shows at 99+', async () => {
    mockAgendaApi({ 'GET /api/notifications/unread': { unread: 250 } });
    renderWithProviders(<UnreadBadge />);
    expect(await screen.findByText('99+')).toBeInTheDocument();
  });

  it('shows nothing when all is read', async () => {
    const { requests } = mockAgendaApi({ 'GET /api/notifications/unread': { unread: 0 } });
    renderWithProviders(
      <span data-testid="tab">
        <UnreadBadge />
      </span>,
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.getByTestId('tab')).toBeEmptyDOMElement();
  });
});
