// A multi-query repeated before any write is answered with the same bytes, compressed once (issue 17);
// a write, another key's restrictions or a click-analytics search each get an answer of their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSecuredApiKeyWithClient } from '../../search/keys/client-secured-api-key.js';
import { seedBills } from './testing/bill-fixtures.js';
import { startSearchTestApp, type SearchTestApp } from './testing/search-test-app.js';

let t: SearchTestApp;
beforeAll(async () => {
  t = await startSearchTestApp();
  await seedBills(t);
});
afterAll(() => t.close());

type Results = { results: { hits: { objectID: string }[]; cache_id?: string; queryID?: string }[] };
const search = async (body: object, apiKey = t.service.searchApiKey, encoding = 'identity') => {
  const response = await t.fetch('/1/indexes/*/queries', {
    method: 'POST',
    headers: { ...t.headers(apiKey), 'content-type': 'application/json', 'accept-encoding': encoding },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return { text: await response.text(), encoding: response.headers.get('content-encoding') };
};
const ids = (text: string) =>
  (JSON.parse(text) as Results).results[0]!.hits.map((hit) => hit.objectID).sort();
const act = { requests: [{ indexName: 'bills', query: 'act' }] };

describe('repeated multi-queries', () => {
  it('answers a repeat with the first answer, whatever encoding each asks for', async () => {
    const first = await search(act);
    expect((await search(act)).text).toBe(first.text);
    const gzipped = await search(act, t.service.searchApiKey, 'gzip');
    expect(gzipped.encoding).toBe('gzip');
    expect(ids(first.text)).toContain('S2');
  });

  it('answers afresh once a write is published', async () => {
    const before = await search(act);
    await t.v5().saveObjects({
      indexName: 'bills',
      objects: [{ objectID: 'H9', title: 'An Act relative to harbor dredging', chamber: 'house' }],
      waitForTasks: true,
    });
    const after = await search(act);
    expect(ids(before.text)).not.toContain('H9');
    expect(ids(after.text)).toContain('H9');
  });

  it("never gives a key restricted by filters another key's answer", async () => {
    expect(ids((await search(act)).text).some((id) => id.startsWith('H'))).toBe(true);
    const senateKey = generateSecuredApiKeyWithClient(t.service.searchApiKey, { filters: 'chamber:senate' });
    const senate = ids((await search(act, senateKey)).text);
    expect(senate).toContain('S2');
    expect(senate.every((id) => id.startsWith('S'))).toBe(true);
  });

  it('gives each click-analytics search a queryID of its own', async () => {
    const body = { requests: [{ indexName: 'bills', query: 'act', clickAnalytics: true }] };
    const queryIDs = [await search(body), await search(body)].map(
      ({ text }) => (JSON.parse(text) as Results).results[0]!.queryID,
    );
    expect(queryIDs[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(queryIDs[1]).not.toBe(queryIDs[0]);
  });
});
