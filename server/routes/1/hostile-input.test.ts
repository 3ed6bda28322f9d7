// Hostile and malformed requests get a 4xx in Algolia's `{message, status}` shape, never a 5xx (issue 17).
import { deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILTER_DEPTH } from '../../search/filters/parse-filters.js';
import { MAX_JSON_DEPTH } from '../../search/protocol/json-body.js';
import { SEARCH_LIMITS } from '../../search/protocol/request-limits.js';
import { seedBills } from './testing/bill-fixtures.js';
import { startSearchTestApp, type SearchTestApp } from './testing/search-test-app.js';

let t: SearchTestApp;
beforeAll(async () => {
  t = await startSearchTestApp();
  await seedBills(t);
});
afterAll(() => t.close());

interface Sent {
  path?: string;
  body: string | Buffer;
  headers?: Record<string, string>;
  apiKey?: string;
}

/** Status and body of one request (the search-only key unless told). */
async function send({ path = '/1/indexes/bills/query', body, headers = {}, apiKey }: Sent) {
  const response = await t.fetch(path, {
    method: 'POST',
    headers: { ...t.headers(apiKey ?? t.service.searchApiKey), ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as { message: string; status: number } };
}

const search = (params: Record<string, unknown>, path?: string) =>
  send({ body: JSON.stringify(params), ...(path ? { path } : {}) });

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('request bodies', () => {
  it.each([
    ['gzip', gzipSync('{"query":"ferry"}').subarray(0, 12), 400, 'not valid gzip'],
    ['deflate', Buffer.from('not deflate at all'), 400, 'not valid deflate'],
    ['br', Buffer.from('{}'), 415, "Unsupported content-encoding 'br'"],
  ])('answers a broken %s body with a %i', async (encoding, body, status, message) => {
    const answer = await send({ body, headers: { 'content-encoding': encoding } });
    expect(answer).toEqual({ status, body: { status, message: expect.stringContaining(message) } });
  });

  it('refuses a gzip body that inflates past the route limit with a 413', async () => {
    // 2 MiB of spaces inflate from a few KB: past the 1 MiB of a search route.
    const bomb = gzipSync(`{"query":"ferry"${' '.repeat(2 * 1024 * 1024)}}`);
    expect(bomb.length).toBeLessThan(10_000);
    const answer = await send({ body: bomb, headers: { 'content-encoding': 'gzip' } });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/larger than \d+ bytes once inflated/);
  });

  it('still reads a good deflate body', async () => {
    const answer = await send({
      body: deflateSync('{"query":"ferry"}'),
      headers: { 'content-encoding': 'deflate' },
    });
    expect(answer.status).toBe(200);
  });

  it('answers a search body over 1 MiB with a 413, while a write may be bigger', async () => {
    const big = JSON.stringify({ query: 'ferry', pad: 'x'.repeat(1024 * 1024) });
    expect((await send({ body: big })).status).toBe(413);
    const batch = JSON.stringify({
      requests: [{ action: 'addObject', body: { objectID: 'big', text: 'x'.repeat(2 * 1024 * 1024) } }],
    });
    const written = await send({ path: '/1/indexes/big/batch', body: batch, apiKey: t.service.adminApiKey });
    expect(written.status).toBe(200);
  });

  it('answers bytes that are not UTF-8 with a 400', async () => {
    const answer = await send({ body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) });
    expect(answer).toEqual({
      status: 400,
      body: { status: 400, message: 'The request body is not valid UTF-8' },
    });
  });

  it.each(['/1/indexes/bills/rules/batch', '/1/indexes/bills/synonyms/batch', '/1/indexes/bills/batch'])(
    'refuses JSON nested deeper than the limit on %s: 403 without a key, 400 with one',
    async (path) => {
      const deep = nested(20_000);
      const anonymous = await t.fetch(path, { method: 'POST', body: deep });
      expect(anonymous.status).toBe(403);
      const admin = await send({ path, body: deep, apiKey: t.service.adminApiKey });
      expect(admin).toEqual({
        status: 400,
        body: { status: 400, message: `The request body nests JSON deeper than ${MAX_JSON_DEPTH} levels` },
      });
      const justInside = await send({ path, body: nested(MAX_JSON_DEPTH), apiKey: t.service.adminApiKey });
      expect(justInside.status).toBe(400); // not a valid list of rules, but read
      expect(justInside.body.message).not.toContain('deeper');
    },
  );

  it('answers a lone surrogate anywhere in the body with a 400', async () => {
    for (const body of [
      '{"query":"\\ud800"}',
      '{"query":"ok","\\udc00":1}',
      '{"facetFilters":[["a:\\ud83d"]]}',
    ]) {
      const answer = await send({ body });
      expect(answer.status, body).toBe(400);
      expect(answer.body.message).toContain('lone surrogate');
    }
    // Inside a v4 params string, the JSON of a list is only read when the parameters are.
    const v4 = await search({ params: `facetFilters=${encodeURIComponent('["chamber:\\ud800"]')}` });
    expect(v4.status).toBe(400);
    expect(v4.body.message).toContain('`facetFilters` must be valid Unicode text');
  });
});

describe('search limits', () => {
  it('answers a multi-query of more queries than the limit with a 400 naming it', async () => {
    const requests = Array.from({ length: 3000 }, () => ({ indexName: 'bills', query: 'school' }));
    const answer = await search({ requests }, '/1/indexes/*/queries');
    expect(answer).toEqual({
      status: 400,
      body: {
        status: 400,
        message: `Parameter \`requests\` must hold at most ${SEARCH_LIMITS.queriesPerRequest} queries, got 3000.`,
      },
    });
    const most = Array.from({ length: SEARCH_LIMITS.queriesPerRequest }, () => ({ indexName: 'bills' }));
    expect((await search({ requests: most }, '/1/indexes/*/queries')).status).toBe(200);
  });

  it('answers a query longer than Algolia’s 512 bytes, or of too many words, with a 400', async () => {
    const words = Array.from({ length: 20_000 }, (_, i) => `word${i}`).join(' ');
    expect((await search({ query: words })).body.message).toBe(
      `Parameter \`query\` must be at most 512 bytes long, got ${Buffer.byteLength(words)} bytes.`,
    );
    const short = Array.from({ length: SEARCH_LIMITS.queryWords + 1 }, () => 'a').join(' ');
    expect((await search({ query: short })).body.message).toBe(
      `Parameter \`query\` must hold at most ${SEARCH_LIMITS.queryWords} words, got ${SEARCH_LIMITS.queryWords + 1} words.`,
    );
    expect((await search({ query: 'é'.repeat(256) })).status).toBe(200); // 512 bytes exactly
    expect((await search({ query: 'ferry', facetQuery: 'x'.repeat(513) })).status).toBe(400);
  });

  it('answers filters nested too deep, too long or with too many filters with a 400', async () => {
    const deep = `${'('.repeat(20_000)}chamber:house${')'.repeat(20_000)}`;
    expect((await search({ filters: deep })).status).toBe(400);
    const tooDeep = `${'('.repeat(MAX_FILTER_DEPTH + 1)}chamber:house${')'.repeat(MAX_FILTER_DEPTH + 1)}`;
    expect((await search({ filters: tooDeep })).body.message).toBe(
      `filters: parentheses nested deeper than ${MAX_FILTER_DEPTH} levels at col ${MAX_FILTER_DEPTH}`,
    );
    const deepEnough = `${'('.repeat(MAX_FILTER_DEPTH)}chamber:house${')'.repeat(MAX_FILTER_DEPTH)}`;
    expect((await search({ filters: deepEnough })).status).toBe(200);
    const many = Array.from({ length: SEARCH_LIMITS.filterPredicates + 1 }, (_, i) => `year=${i}`);
    expect((await search({ numericFilters: [many] })).body.message).toBe(
      `Parameter \`numericFilters\` must hold at most ${SEARCH_LIMITS.filterPredicates} filters together, got ${many.length}.`,
    );
    expect((await search({ filters: 'chamber:house', numericFilters: [many.slice(1)] })).status).toBe(400);
    expect((await search({ facetFilters: 'a:b,'.repeat(5000) })).status).toBe(400);
    // Deeper nesting is what Algolia answers (FacetFilters is recursive): it joins the OR group.
    expect((await search({ facetFilters: [[['chamber:house']]] })).status).toBe(200);
  });

  it('answers oversized markup and lists with a 400, and caps maxValuesPerFacet like Algolia', async () => {
    expect((await search({ highlightPreTag: '<'.repeat(129) })).body.message).toContain('highlightPreTag');
    const facets = Array.from({ length: SEARCH_LIMITS.listItems + 1 }, (_, i) => `f${i}`);
    expect((await search({ facets })).body.message).toContain('at most 1000 items');
    const capped = await search({ query: '', facets: ['chamber'], maxValuesPerFacet: 50_000 });
    expect(capped.status).toBe(200);
    expect((capped.body as unknown as { params: string }).params).toContain('maxValuesPerFacet=1000');
  });

  it('answers a getObjects of more records than the limit with a 400', async () => {
    const requests = Array.from({ length: SEARCH_LIMITS.objectsPerRequest + 1 }, (_, i) => ({
      indexName: 'bills',
      objectID: String(i),
    }));
    expect((await search({ requests }, '/1/indexes/*/objects')).status).toBe(400);
  });
});
