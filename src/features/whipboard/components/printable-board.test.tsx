import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { whipboardFixture, WHIPBOARD_ID } from '../../../testing/fixtures/whipboard';
import { errorResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PrintableBoard } from './printable-board';

const BOARD_URL = `/api/whipboards/${WHIPBOARD_ID}`;

describe('PrintableBoard', () => {
  it('lists every name in full-height columns, with no drag and drop or board controls', async () => {
    mockApi({ [BOARD_URL]: whipboardFixture() });
    renderWithProviders(<PrintableBoard whipboardId={WHIPBOARD_ID} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading whipboard…');
    expect(await screen.findByRole('heading', { name: 'H 100: School libraries' })).toBeInTheDocument();
    const tossUp = screen.getByRole('list', { name: 'Toss-Up 3' });
    expect(
      within(tossUp)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Rep. Cal AdamsDemocratic · 1th Middlesex',
      'Rep. Ada BakerDemocratic · 2th Middlesex',
      'Rep. Fay ColeDemocratic · 3th Middlesex',
    ]);
    expect(screen.queryByRole('button', { name: /Rep\./ })).not.toBeInTheDocument();
    expect(screen.queryByText('Drag and drop names to the desired columns.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reset Board' })).not.toBeInTheDocument();
  });

  it('prints with the browser’s print dialog', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    mockApi({ [BOARD_URL]: whipboardFixture() });
    const { user } = renderWithProviders(<PrintableBoard whipboardId={WHIPBOARD_ID} />);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows empty and error states', async () => {
    mockApi({ [BOARD_URL]: whipboardFixture({ entries: [] }) });
    const { unmount } = renderWithProviders(<PrintableBoard whipboardId={WHIPBOARD_ID} />);
    expect(
      await screen.findByText('No serving members in this chamber: there is no one to whip.'),
    ).toBeInTheDocument();
    unmount();
    mockApi({ [BOARD_URL]: () => errorResponse(404, 'Not Found', 'No whipboard with id 7.') });
    renderWithProviders(<PrintableBoard whipboardId={WHIPBOARD_ID} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No whipboard with id 7.');
  });
});
