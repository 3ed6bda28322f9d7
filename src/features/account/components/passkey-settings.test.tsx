import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Passkey } from '../../../../server/schemas/passkeys';
import { mockAgendaApi } from '../../../testing/fixtures/agenda';
import { pendingResponse } from '../../../testing/fixtures/tracking';
import { errorResponse, jsonResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { NO_PASSKEYS_TEXT, PasskeySettings } from './passkey-settings';
import { setBrowserOnline } from '../../../testing/fixtures/offline';
import { OFFLINE_REASON } from '../../../components/network-required';

const browser = vi.hoisted(() => ({
  browserSupportsWebAuthn: vi.fn(() => true),
  startRegistration: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => browser);

const LIST = 'GET /api/auth/passkeys';
const passkey = (id: number, overrides: Partial<Passkey> = {}): Passkey => ({
  id,
  created_at: '2026-03-10T12:00:00.000Z',
  last_used_at: null,
  transports: ['internal', 'hybrid'],
  ...overrides,
});

beforeEach(() => {
  browser.browserSupportsWebAuthn.mockReturnValue(true);
  browser.startRegistration.mockReset();
});

afterEach(() => act(() => setBrowserOnline(true)));
describe('PasskeySettings', () => {
  it('announces loading', () => {
    mockAgendaApi({ [LIST]: pendingResponse });
    renderWithProviders(<PasskeySettings />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your passkeys…');
  });

  it('says what a passkey is for when there is none', async () => {
    mockAgendaApi({ [LIST]: [] });
    renderWithProviders(<PasskeySettings />);
    expect(await screen.findByText(NO_PASSKEYS_TEXT)).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    mockAgendaApi({ [LIST]: () => errorResponse(503, 'Service Unavailable', 'Try later.') });
    renderWithProviders(<PasskeySettings />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists passkeys with when they were added and used, and removes one', async () => {
    const { requests } = mockAgendaApi({
      [LIST]: [passkey(1), passkey(2, { last_used_at: '2026-03-14T09:00:00.000Z', transports: ['usb'] })],
      'DELETE /api/auth/passkeys/1': () => new Response(null, { status: 204 }),
    });
    const { user } = renderWithProviders(<PasskeySettings />);
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(list).toHaveTextContent(
      'Passkey 1Added Mar 10, 2026, not used yet · on this kind of device or a phone nearby',
    );
    expect(list).toHaveTextContent('Passkey 2Added Mar 10, 2026, last used Mar 14, 2026 · on a USB key');
    await user.click(screen.getByRole('button', { name: 'Remove passkey 1' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/auth/passkeys/1' });
  });

  it('adds a passkey: server options, the device, then the server’s check', async () => {
    let stored: Passkey[] = [];
    const options = { challenge: 'abc', rp: { name: 'Statehouse' } };
    const credential = { id: 'cred', response: {} };
    browser.startRegistration.mockResolvedValue(credential);
    const { requests } = mockAgendaApi({
      [LIST]: () => jsonResponse(stored),
      'POST /api/auth/passkeys/registration/options': options,
      'POST /api/auth/passkeys/registration': () => {
        stored = [passkey(7)];
        return jsonResponse(stored[0], 201);
      },
    });
    const { user } = renderWithProviders(<PasskeySettings />);
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Passkey added')).toBeInTheDocument();
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    expect(requests.find((r) => r.url === '/api/auth/passkeys/registration')!.body).toEqual({
      response: credential,
    });
    expect(await screen.findByText('Passkey 1')).toBeInTheDocument();
  });

  it('explains a cancelled ceremony in words', async () => {
    browser.startRegistration.mockRejectedValue(Object.assign(new Error('raw'), { name: 'NotAllowedError' }));
    mockAgendaApi({ [LIST]: [], 'POST /api/auth/passkeys/registration/options': { challenge: 'abc' } });
    const { user } = renderWithProviders(<PasskeySettings />);
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The passkey request was cancelled or timed out. Try again when you are ready.',
    );
  });

  it('says so where the browser cannot make passkeys', async () => {
    browser.browserSupportsWebAuthn.mockReturnValue(false);
    mockAgendaApi({ [LIST]: [] });
    renderWithProviders(<PasskeySettings />);
    expect(await screen.findByText('This browser cannot create passkeys.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });
});

describe('PasskeySettings offline (issue 8)', () => {
  it('disables Add a passkey and each Remove with the reason, still listing the passkeys', async () => {
    mockAgendaApi({ [LIST]: [passkey(1), passkey(2)] });
    renderWithProviders(<PasskeySettings />);
    await screen.findByRole('button', { name: 'Remove passkey 2' });
    act(() => setBrowserOnline(false));
    for (const name of ['Add a passkey', 'Remove passkey 1', 'Remove passkey 2']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(OFFLINE_REASON);
    }
    // One reason under the list, not one per row.
    expect(screen.getAllByText(OFFLINE_REASON)).toHaveLength(2);
  });
});
