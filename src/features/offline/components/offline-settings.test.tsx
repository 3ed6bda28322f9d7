import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeCaches, createFakeOfflineDb, pinnedBillFixture } from '../../../testing/fixtures/offline';
import { jsonResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';

const fake = vi.hoisted(() => ({ db: null as unknown, state: 'ready' as 'ready' | 'pending' | 'broken' }));
vi.mock('../../../lib/idb', () => ({
  hasIndexedDb: () => true,
  offlineDb: () =>
    fake.state === 'pending'
      ? new Promise(() => {})
      : fake.state === 'broken'
        ? Promise.reject(new Error('Storage is turned off in this browser.'))
        : Promise.resolve(fake.db),
}));

const { OfflineSettings } = await import('./offline-settings');
const { NO_PINNED_BILLS } = await import('./pinned-bills-list');

let db: ReturnType<typeof createFakeOfflineDb>;
let caches: ReturnType<typeof createFakeCaches>;

beforeEach(() => {
  db = createFakeOfflineDb();
  fake.db = db;
  fake.state = 'ready';
  caches = createFakeCaches();
  vi.stubGlobal('caches', caches);
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { estimate: async () => ({ usage: 3 * 1024 * 1024, quota: 1024 ** 3 }) },
  });
});

const facts = () => screen.getAllByRole('definition').map((fact) => fact.textContent);

describe('OfflineSettings', () => {
  it('shows loading states while the device storage is read', () => {
    fake.state = 'pending';
    renderWithProviders(<OfflineSettings />);
    expect(screen.getByRole('status', { name: 'Measuring stored data…' })).toBeInTheDocument();
    expect(screen.getByText('Loading bills kept offline…')).toBeInTheDocument();
  });

  it('says when nothing is stored yet', async () => {
    renderWithProviders(<OfflineSettings />);
    expect(await screen.findByText('Nothing is stored for offline reading yet.')).toBeInTheDocument();
    expect(screen.getByText(NO_PINNED_BILLS)).toBeInTheDocument();
    expect(NO_PINNED_BILLS).toBe(
      'No bills kept offline. Open a bill and press Keep offline to store its full text.',
    );
  });

  it('shows what is stored and how big it is, and removes a pinned bill', async () => {
    db.stores['query-cache'].set('query-cache:0.0.0-test:anonymous:demo', 'x'.repeat(2048));
    db.stores['pinned-bills'].set(5, pinnedBillFixture({ billId: 5, label: 'H 105', title: 'Budget act' }));
    await (await caches.open('statehouse-public-lists')).put('/api/legislator', jsonResponse([1, 2, 3]));
    const { user } = renderWithProviders(<OfflineSettings />);
    await waitFor(() =>
      expect(facts()).toEqual(['2.0 KB', '1 item, 7 bytes', '1, 12 KB', '3.0 MB of 1.0 GB available']),
    );
    const list = screen.getByRole('list', { name: 'Bills kept offline' });
    expect(within(list).getByRole('link', { name: 'H 105: Budget act' })).toHaveAttribute(
      'href',
      '/app/bill/5',
    );
    expect(within(list).getByText('3 sections, 12 KB, kept Mar 15, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove H 105 from offline storage' }));
    expect(await screen.findByText(NO_PINNED_BILLS)).toBeInTheDocument();
  });

  it('shows the error with Retry when the storage cannot be read', async () => {
    fake.state = 'broken';
    renderWithProviders(<OfflineSettings />);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByText('Storage is turned off in this browser.')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  });

  it('clears stored data after a confirmation, or not when cancelled', async () => {
    db.stores['pinned-bills'].set(5, pinnedBillFixture({ billId: 5 }));
    const { user } = renderWithProviders(<OfflineSettings />);
    await screen.findByRole('list', { name: 'Bills kept offline' });
    await user.click(screen.getByRole('button', { name: 'Clear stored data' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(db.stores['pinned-bills'].size).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Clear stored data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear stored data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Stored data cleared.')).toBeInTheDocument();
    expect(db.stores['pinned-bills'].size).toBe(0);
    expect(await screen.findByText(NO_PINNED_BILLS)).toBeInTheDocument();
  });

  it('says why clearing failed', async () => {
    const { user } = renderWithProviders(<OfflineSettings />);
    await screen.findByText(NO_PINNED_BILLS);
    fake.state = 'broken';
    await user.click(screen.getByRole('button', { name: 'Clear stored data' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not clearedStorage is turned off in this browser.',
    );
  });
});
