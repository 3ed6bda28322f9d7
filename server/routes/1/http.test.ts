import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBills } from './testing/bill-fixtures.js';
import { startSearchTestApp, type SearchTestApp } from './testing/search-test-app.js';
import { expectFields, requiredFields } from './testing/spec-shapes.js';

let t: SearchTestApp;
beforeAll(async () => {
  t = await startSearchTestApp();
  await seedBills(t);
});
afterAll(() => t.close());

const query = JSON.stringify({ query: 'ferry' });

describe('transport', () => {
  it('answers a CORS preflight and sends the CORS header on answers', async () => {
    const preflight = await t.fetch('/1/indexes/*/queries', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://example.org',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-algolia-api-key, x-algolia-application-id, content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-algolia-api-key');
    const answer = await t.fetch('/1/indexes/bills/query', {
      method: 'POST',
      headers: t.headers(),
      body: query,
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each([
    ['text/plain (v5)', { 'content-type': 'text/plain' }, query],
    ['form-encoded (v4)', { 'content-type': 'application/x-www-form-urlencoded' }, query],
    ['application/json', { 'content-type': 'application/json' }, query],
    ['no content-type', {}, query],
    ['gzip (v5 compression)', { 'content-type': 'text/plain', 'content-encoding': 'gzip' }, gzipSync(query)],
  ])('reads a JSON body sent as %s', async (_label, headers, body) => {
    const response = await t.fetch('/1/indexes/bills/query', {
      method: 'POST',
      headers: { ...t.headers(), ...headers },
      body,
    });
    expect(response.status).toBe(200);
    expect(
      ((await response.json()) as { hits: { objectID: string }[] }).hits.map((hit) => hit.objectID),
    ).toEqual(['S2']);
  });

  it('takes credentials from the query string (browser clients)', async () => {
    const client = t.v5(t.service.searchApiKey, { credentialsInQuery: true });
    expect(
      (await client.searchSingleIndex({ indexName: 'bills', searchParams: { query: 'ferry' } })).nbHits,
    ).toBe(1);
    const key = encodeURIComponent(t.service.searchApiKey);
    const response = await t.fetch(
      `/1/indexes/bills/query?x-algolia-api-key=${key}&x-algolia-application-id=STATEHOUSE`,
      {
        method: 'POST',
        body: query,
      },
    );
    expect(response.status).toBe(200);
  });

  it("answers a body that is not JSON with a 400 in Algolia's shape", async () => {
    const response = await t.fetch('/1/indexes/bills/query', {
      method: 'POST',
      headers: t.headers(),
      body: '{nope',
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expectFields(body, requiredFields.error);
    expect(body).toEqual({ message: 'The request body is not valid JSON', status: 400 });
  });

  it('leaves the rest of the app its own body parsers and error shape', async () => {
    expect(t.app.hasContentTypeParser('application/json')).toBe(true);
    const response = await t.fetch('/1/indexes/bills/nothing/here', { headers: t.headers() });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describe('long paths', () => {
  it('serves an objectID far longer than the router default of 100 characters', async () => {
    const objectID = `record-${'x'.repeat(400)}`;
    const c = t.v5();
    await c.saveObject({ indexName: 'long_ids', body: { objectID, title: 'A long id' } });
    const saved = await c.getObject({ indexName: 'long_ids', objectID });
    expect(saved).toMatchObject({ objectID, title: 'A long id' });
  });
});
