// One client's hostile request or big write does not stall another client's search (issue 17). No
// durations are asserted: which response comes first, and that every one comes, say it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBills } from './testing/bill-fixtures.js';
import { startSearchTestApp, type SearchTestApp } from './testing/search-test-app.js';

let t: SearchTestApp;
beforeAll(async () => {
  t = await startSearchTestApp();
  await seedBills(t);
});
afterAll(() => t.close());

/** POSTs with the public search key; resolves with the status and when it came, in arrival order. */
function post(path: string, body: unknown, arrivals: string[], name: string) {
  return t
    .fetch(path, { method: 'POST', headers: t.headers(t.service.searchApiKey), body: JSON.stringify(body) })
    .then(async (response) => {
      arrivals.push(name);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    });
}

const hostile: [string, string, unknown][] = [
  [
    'a multi-query of 3,000 queries',
    '/1/indexes/*/queries',
    { requests: Array.from({ length: 3000 }, () => ({ indexName: 'bills', query: 'school' })) },
  ],
  [
    'a 20,000-word query',
    '/1/indexes/bills/query',
    { query: Array.from({ length: 20_000 }, (_, i) => ['school', 'ferry', 'act'][i % 3]).join(' ') },
  ],
  [
    'a filter 20,000 parentheses deep',
    '/1/indexes/bills/query',
    { filters: `${'('.repeat(20_000)}chamber:house${')'.repeat(20_000)}` },
  ],
];

describe('a hostile request of the public search key', () => {
  it.each(hostile)(
    '%s is a 400, and another client’s search is answered meanwhile',
    async (_name, path, body) => {
      const arrivals: string[] = [];
      // Five at once, and a normal search sent after them.
      const attacks = Array.from({ length: 5 }, (_, i) => post(path, body, arrivals, `hostile ${i}`));
      const search = post('/1/indexes/bills/query', { query: 'school' }, arrivals, 'search');
      const answers = await Promise.all(attacks);
      for (const answer of answers) expect(answer).toMatchObject({ status: 400, body: { status: 400 } });
      const searched = await search;
      expect(searched.status).toBe(200);
      expect(searched.body.nbHits).toBe(3);
      expect(arrivals).toHaveLength(6);
    },
  );
});

describe('a big write through the v5 client', () => {
  it('is acknowledged, while searches sent after it are answered before it, from the state before it', async () => {
    const arrivals: string[] = [];
    const objects = Array.from({ length: 40_000 }, (_, i) => ({
      objectID: `bulk-${i}`,
      title: `An Act relative to school item ${i}`,
      chamber: 'house',
    }));
    const write = t
      .v5()
      .saveObjects({ indexName: 'bills', objects, batchSize: objects.length })
      .then((responses) => {
        arrivals.push('write');
        return responses;
      });
    // Sent once the write has reached the engine (its body read and parsed; being logged and applied).
    await expect.poll(() => t.service.writesPending, { interval: 5, timeout: 30_000 }).toBe(1);
    const searched = await post('/1/indexes/bills/query', { query: 'school' }, arrivals, 'search');
    expect(searched.body.nbHits).toBe(3);
    const [response] = await write;
    expect(arrivals).toEqual(['search', 'write']);
    expect(t.service.isPublished(response!.taskID)).toBe(true);
    const after = await post(
      '/1/indexes/bills/query',
      { query: 'school', hitsPerPage: 0 },
      arrivals,
      'after',
    );
    expect(after.body.nbHits).toBe(3 + objects.length);
  });
});
