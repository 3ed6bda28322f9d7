// Filter syntax errors reach the client as Algolia's 400 `{message, status}` with the column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSearchTestApp, type SearchTestApp } from './testing/search-test-app.js';

let t: SearchTestApp;
beforeAll(async () => {
  t = await startSearchTestApp();
  const client = t.v5();
  await client.setSettings({ indexName: 'bills', indexSettings: { attributesForFaceting: ['chamber'] } });
  await client.saveObjects({
    indexName: 'bills',
    objects: [{ objectID: '1', title: 'Ferry service', chamber: 'house' }],
  });
});
afterAll(() => t.close());

describe('filter errors over HTTP', () => {
  it.each([
    ['chamber:house AND', 'filters: '],
    ['(chamber:house OR chamber:senate', 'filters: '],
    ['chamber:house AND year = abc', 'filters: '],
  ])('rejects %j with a 400 that gives the column', async (filters, prefix) => {
    const res = await t.fetch('/1/indexes/bills/query', {
      method: 'POST',
      headers: t.headers(),
      body: JSON.stringify({ query: '', filters }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; status: number };
    expect(body.status).toBe(400);
    expect(body.message.startsWith(prefix)).toBe(true);
    expect(body.message).toMatch(/at col \d+$/);
  });

  it('rejects a malformed numericFilters item naming the parameter', async () => {
    const res = await t.fetch('/1/indexes/bills/query', {
      method: 'POST',
      headers: t.headers(),
      body: JSON.stringify({ query: '', numericFilters: ['year=>5'] }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('numericFilters');
  });
});
