import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billDetailFixture } from '../../../testing/fixtures/bills';
import {
  createFakeCaches,
  createFakeOfflineDb,
  pinnedBillFixture,
  setBrowserOnline,
} from '../../../testing/fixtures/offline';
import { errorResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OFFLINE_REASON } from '../../../components/network-required';

const fake = vi.hoisted(() => ({ db: null as unknown, blocked: false }));
vi.mock('../../../lib/idb', () => ({
  hasIndexedDb: () => true,
  offlineDb: () => (fake.blocked ? new Promise(() => {}) : Promise.resolve(fake.db)),
}));

const { KeepOfflineButton } = await import('./keep-offline-button');

let db: ReturnType<typeof createFakeOfflineDb>;

beforeEach(() => {
  db = createFakeOfflineDb();
  fake.db = db;
  fake.blocked = false;
  vi.stubGlobal('caches', createFakeCaches());
});
afterEach(() => act(() => setBrowserOnline(true)));

const renderButton = () => renderWithProviders(<KeepOfflineButton billId={5} billLabel="H 105" />);

describe('KeepOfflineButton', () => {
  it('is busy while the device storage is read', () => {
    fake.blocked = true;
    renderButton();
    expect(screen.getByRole('button', { name: 'Keep offline: H 105' })).toHaveAttribute('data-loading');
  });

  it('stores the bill, then shows it is kept and removes it again', async () => {
    mockApi({ '/api/bill/5': billDetailFixture({ id: 5, text_sections: [] }) });
    const { user } = renderButton();
    await user.click(await screen.findByRole('button', { name: 'Keep offline: H 105' }));
    const kept = await screen.findByRole('button', { name: 'Kept offline: H 105, press to remove' });
    expect(db.stores['pinned-bills'].has(5)).toBe(true);
    await user.click(kept);
    expect(await screen.findByRole('button', { name: 'Keep offline: H 105' })).toBeEnabled();
    expect(db.stores['pinned-bills'].has(5)).toBe(false);
  });

  it('says why it failed', async () => {
    mockApi({ '/api/bill/5': () => errorResponse(503, 'Unavailable', 'down') });
    const { user } = renderButton();
    await user.click(await screen.findByRole('button', { name: 'Keep offline: H 105' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not kept offline: Could not download /api/bill/5.',
    );
  });

  it('is disabled with the reason offline, but a kept bill can still be removed', async () => {
    renderButton();
    act(() => setBrowserOnline(false));
    const keep = await screen.findByRole('button', { name: 'Keep offline: H 105' });
    await waitFor(() => expect(keep).toBeDisabled());
    expect(keep).toHaveAccessibleDescription(OFFLINE_REASON);
  });

  it('offers removal offline for a kept bill', async () => {
    db.stores['pinned-bills'].set(5, pinnedBillFixture({ billId: 5, label: 'H 105' }));
    const { user } = renderButton();
    act(() => setBrowserOnline(false));
    await user.click(await screen.findByRole('button', { name: 'Kept offline: H 105, press to remove' }));
    expect(await screen.findByRole('button', { name: 'Keep offline: H 105' })).toBeDisabled();
  });
});
