import { beforeEach, describe, expect, it, vi } from 'vitest';
import { billDetailFixture, billTextFixture } from '../../../testing/fixtures/bills';
import { createFakeCaches, createFakeOfflineDb } from '../../../testing/fixtures/offline';
import { errorResponse, jsonResponse, mockApi } from '../../../testing/mock-api';
import { PINNED_BILLS_CACHE } from '../../../../sw/cache-names';

const fake = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('../../../lib/idb', () => ({ hasIndexedDb: () => true, offlineDb: async () => fake.db }));

const { pinBill } = await import('./pin-bill');
const { unpinBill } = await import('./unpin-bill');
const { clearStoredData } = await import('./clear-stored-data');
const { getStorageSummary } = await import('./get-storage-summary');

let db: ReturnType<typeof createFakeOfflineDb>;
let caches: ReturnType<typeof createFakeCaches>;

const bill = billDetailFixture({
  id: 5,
  bill_type_number: 'H 105',
  text_sections: [
    { bill_text__id: 11, heading: 'Section 1', text: 'Short…', truncated: true, url: '/app/text/11' },
  ],
});
const section = (id: number, next: number | null) =>
  billTextFixture({ bill_text__id: id, text: `Full text of ${id}`, next_id: next });

beforeEach(() => {
  db = createFakeOfflineDb();
  fake.db = db;
  caches = createFakeCaches();
  vi.stubGlobal('caches', caches);
});

describe('pinBill', () => {
  it('stores the bill and every section in full, following next_id past the bill page', async () => {
    const { fetchMock } = mockApi({
      '/api/bill/5': bill,
      '/api/text/11': section(11, 12),
      '/api/text/12': section(12, null),
    });
    const record = await pinBill(5);
    expect(record).toMatchObject({ billId: 5, label: 'H 105', sectionCount: 2 });
    expect(record.urls).toEqual(['/api/bill/5', '/api/text/11', '/api/text/12']);
    expect(record.bytes).toBeGreaterThan(0);
    // Public copies: no cookies, so pinning is not a "view" and the copy is the same for everyone.
    expect((fetchMock.mock.calls[0] as unknown[])[1]).toMatchObject({ credentials: 'omit' });
    const stored = await (await caches.open(PINNED_BILLS_CACHE)).match('/api/text/12');
    expect(await stored?.json()).toMatchObject({ text: 'Full text of 12' });
    expect(db.stores['pinned-bills'].get(5)).toEqual(record);
  });

  it('fails with the reason when a part cannot be downloaded, and records nothing', async () => {
    mockApi({ '/api/bill/5': bill, '/api/text/11': () => errorResponse(503, 'Unavailable', 'down') });
    await expect(pinBill(5)).rejects.toThrow('Could not download /api/text/11.');
    expect(db.stores['pinned-bills'].size).toBe(0);
    expect(await (await caches.open(PINNED_BILLS_CACHE)).keys()).toEqual([]);
  });
});

describe('unpinBill, storage summary and clearing', () => {
  it('removes exactly what pinning stored, and clearing removes everything', async () => {
    mockApi({ '/api/bill/5': bill, '/api/text/11': section(11, null) });
    await pinBill(5);
    await (await caches.open('statehouse-bills')).put('/api/bill/9', jsonResponse({ id: 9 }));
    const summary = await getStorageSummary();
    expect(summary.pinnedBills.count).toBe(1);
    expect(summary.networkCopies.entries).toBe(1);

    await unpinBill(5);
    expect(db.stores['pinned-bills'].size).toBe(0);
    expect(await (await caches.open(PINNED_BILLS_CACHE)).keys()).toEqual([]);

    db.stores['query-cache'].set('query-cache:0.0.0-test:anonymous', '{}');
    await clearStoredData();
    expect(db.stores['query-cache'].size).toBe(0);
    expect(await caches.has('statehouse-bills')).toBe(false);
  });
});
