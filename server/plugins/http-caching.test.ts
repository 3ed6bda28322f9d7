// Shared answers (issue 17): a sharedCache route answers signed-out readers from one copy per URL and
// state until public data changes; signed-in readers always get an answer made for them.
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../testing/auth-helpers.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('shared answers of public routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const houseList = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/legislator?chamber=house', headers });

  it('makes the answer once for signed-out readers, compressed as each asks, with one ETag', async () => {
    const list = vi.spyOn(t.app.repos.legislators, 'list');
    const first = await houseList();
    const second = await houseList({ 'accept-encoding': 'gzip, deflate, br' });
    expect(list).toHaveBeenCalledTimes(1);
    const body =
      second.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(second.rawPayload)
        : second.rawPayload;
    expect(body.toString()).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers.vary).toMatch(/accept-encoding/i);
    expect(second.headers.vary).toMatch(/cookie/i);
    const revalidated = await houseList({ 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    list.mockRestore();
  });

  it('makes it again once public data has changed', async () => {
    const before = (await houseList()).json<{ full_name: string }[]>();
    await t.database.db
      .updateTable('legislators')
      .set({ full_name: 'Cal Adams Jr.' })
      .where('full_name', '=', 'Cal Adams')
      .execute();
    const after = (await houseList()).json<{ full_name: string }[]>();
    expect(before.map((l) => l.full_name)).toContain('Cal Adams');
    expect(after.map((l) => l.full_name)).toContain('Cal Adams Jr.');
  });

  it('answers a signed-in reader from their own request, and never shares what was made for them', async () => {
    const { cookie } = (await signUp(t.app)).headers;
    await houseList();
    const list = vi.spyOn(t.app.repos.legislators, 'list');
    await houseList();
    expect(list).toHaveBeenCalledTimes(0);
    await houseList({ cookie });
    expect(list).toHaveBeenCalledTimes(1);
    list.mockRestore();
    // A bill page records the signed-in reader's view and is marked personal.
    const billId = t.fixtures.billId('H 100');
    const mine = await t.app.inject({ method: 'GET', url: `/api/bill/${billId}`, headers: { cookie } });
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    const find = vi.spyOn(t.app.repos.bills, 'findById');
    const anyone = await t.app.inject({ method: 'GET', url: `/api/bill/${billId}` });
    expect(find).toHaveBeenCalledTimes(1);
    expect(anyone.headers['cache-control']).toBe('no-cache');
    find.mockRestore();
  });

  it('keeps answers of different states apart', async () => {
    const other = await t.app.inject({ method: 'GET', url: '/api/legislator?chamber=house&state=zz' });
    expect(other.statusCode).toBe(400);
    expect((await houseList()).statusCode).toBe(200);
  });
});
