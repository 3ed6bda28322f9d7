// GET /api/search_insights (issue 9 contract B): the streamed overview of a bill text search's cached
// results, with the grounded writer and with a language model served by a local test server.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../app.js';
import { sharedSchemaController } from '../../../testing/schema-compilers.js';
import { EXPIRED_RESULTS } from '../../../insights/overview-service.js';
import { apiKeyFields } from '../../../search/keys/api-key-store.js';
import { seedBillMatches, sectionId } from '../../../search/bill-matches/testing/bill-match-fixtures.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { startFakeChatCompletions } from './testing/fake-chat-completions.js';
import { markdownOf, openEventStream, parseEvents } from './testing/sse-client.js';

/**
 * Passages of bills no test searches for: the rest of the corpus themes are weighed against (themes.ts).
 * Like real bill text, they share the drafting vocabulary ("not later than", "relative to").
 */
const OTHER_SUBJECTS = ['broadband grants', 'dental coverage', 'zoning appeals', 'wetland permits'];
const otherPassages = OTHER_SUBJECTS.flatMap((subject, b) =>
  [1, 2, 3, 4, 5].map((n) => ({
    objectID: `other-${b}-${n}`,
    bill_id: 900 + b,
    bill_text__id: 90_000 + b * 10 + n,
    heading: `SECTION ${n}.`,
    text: `The secretary shall report on ${subject} to the clerk not later than June ${n}, relative to the fiscal year.`,
    fields_score_tags: [{ tag: `SECTION ${n}.` }],
  })),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedBillMatches(t.app.searchService);
  await t.app.searchService.write([{ type: 'saveObjects', index: 'bill_text', objects: otherPassages }]);
});
afterAll(() => t.close());

/** A bill_matches search as the page makes it, with the browser's key; its cache_id. */
async function cacheIdOf(app: App, params: Record<string, unknown>): Promise<string> {
  const { searchApiKey, appId } = app.searchService;
  const res = await app.inject({
    method: 'POST',
    url: '/1/indexes/bill_matches/query',
    headers: { 'x-algolia-api-key': searchApiKey, 'x-algolia-application-id': appId },
    payload: params,
  });
  expect(res.statusCode).toBe(200);
  return String(res.json().cache_id);
}

const insightsUrl = (app: App, query: Record<string, string | number>) =>
  `/api/search_insights?${new URLSearchParams({
    key: app.searchService.searchApiKey,
    ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  })}`;

async function overview(app: App, query: Record<string, string | number>) {
  const res = await app.inject({ method: 'GET', url: insightsUrl(app, query) });
  return { res, events: parseEvents(res.body) };
}

describe('GET /api/search_insights with the grounded writer', () => {
  it('streams status, chunk… and done as Server-Sent Events, each as soon as it is written', async () => {
    const cacheId = await cacheIdOf(t.app, { query: 'ferry', hitsPerPage: 25 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const stream = await openEventStream(
      `http://127.0.0.1:${port}${insightsUrl(t.app, { cache_id: cacheId })}`,
    );
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-cache');
    // The app's response hooks still apply to the stream (and none of them buffers it).
    expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.response.headers.get('etag')).toBeNull();
    expect(await stream.next()).toEqual({ event: 'status', data: 'Reading 3 bills…' });
    const events = await stream.rest();
    expect(events.map((e) => e.event)).toEqual([
      'status',
      'chunk',
      'status',
      'chunk',
      'status',
      'chunk',
      'status',
      'chunk',
      'done',
    ]);
    expect(events.filter((e) => e.event === 'status').map((e) => e.data)).toEqual([
      'Reading 3 bills…',
      'Finding recurring themes…',
      'Quoting the most relevant passages…',
      'Writing suggestions…',
    ]);
    expect(events.at(-1)).toEqual({ event: 'done', data: '{}' });
  });

  it('writes the overview from the cached bills only: counts, themes, passages and refinements', async () => {
    const cacheId = await cacheIdOf(t.app, { query: 'ferry', hitsPerPage: 25 });
    const { events } = await overview(t.app, { cache_id: cacheId });
    const markdown = markdownOf(events);
    expect(markdown).toContain('**3 bills** match “ferry”.');
    expect(markdown).toContain('- **By status:** Reported favorably (2), Filed (1)');
    expect(markdown).toContain('- **By chamber:** House (2), Senate (1)');
    expect(markdown).toContain('- **By sponsor:** Ada Baker (2), Dee Senn (1)');
    // 'terminal' recurs in all three bills' passages; 'ferry', the searched word, is no theme.
    expect(markdown).toContain(
      '### Recurring themes\n\n- **terminal**: in 3 bills\n- **harbor**: in 2 bills',
    );
    expect(markdown).not.toMatch(/\*\*ferry\*\*: in/);
    expect(markdown).toContain(
      `- [H 10](/app/bill/1), *An Act relative to ferry service*: “Discounted **ferry** fares apply to island residents and students.” ([Ferry fares](/app/text/${sectionId(1, 6)}#search-for=Discounted%20ferry%20fares`,
    );
    expect(markdown).toContain(`[H 30](/app/bill/3)`);
    expect(markdown).toContain(`[S 20](/app/bill/2)`);
    for (const refinement of [
      'Only House bills (2)',
      'Only Senate bills (1)',
      'Only Reported favorably (2)',
      'Only Filed (1)',
      'Only bills sponsored by Ada Baker (2)',
      'Only bills sponsored by Dee Senn (1)',
    ])
      expect(markdown).toContain(`- ${refinement}`);
    // S 40 did not match: nothing of it is said.
    expect(markdown).not.toContain('S 40');
    expect(markdown).not.toContain('nurse');
  });

  it('suggests only extra search words that, searched, find the bills it says', async () => {
    const cacheId = await cacheIdOf(t.app, { query: 'ferry', hitsPerPage: 25 });
    const markdown = markdownOf((await overview(t.app, { cache_id: cacheId })).events);
    const suggested = [...markdown.matchAll(/^- Add “(.+)” to your search \((\d+)\)$/gm)];
    expect(suggested.map(([line]) => line)).toEqual(['- Add “harbor” to your search (2)']);
    for (const [, words, count] of suggested) {
      const { nbHits } = await t.app.searchService.engine.search('bill_matches', { query: `ferry ${words}` });
      expect(nbHits).toBeGreaterThanOrEqual(1);
      expect(nbHits).toBe(Number(count));
    }
    // No theme is boilerplate the corpus shares: every passage here says "not later than" and "relative".
    expect(markdown).not.toMatch(/\*\*(later|relative|clerk|fiscal|secretary)\b/);
  });

  it('quotes the passages of the requested page only, and counts the whole set', async () => {
    const cacheId = await cacheIdOf(t.app, { query: 'ferry' });
    const { events } = await overview(t.app, { cache_id: cacheId, page: 1, per_page: 1 });
    expect(events[0]).toEqual({ event: 'status', data: 'Reading 1 bill…' });
    const markdown = markdownOf(events);
    expect(markdown).toContain('**3 bills** match “ferry”.');
    expect(markdown).toContain('[H 30](/app/bill/3)');
    expect(markdown).not.toContain('[H 10]');
    expect(markdown).not.toContain('[S 20]');
  });

  it('narrows the set to the facet filters it is given', async () => {
    const cacheId = await cacheIdOf(t.app, { query: 'ferry' });
    const { events } = await overview(t.app, {
      cache_id: cacheId,
      facetFilters: JSON.stringify([['chamber:senate']]),
    });
    const markdown = markdownOf(events);
    expect(markdown).toContain('**1 bill** matches “ferry”.');
    expect(markdown).toContain('[S 20](/app/bill/2)');
    expect(markdown).not.toContain('[H 10]');
  });

  it('replays a finished overview for the same page and filters, and writes a new one otherwise', async () => {
    const cacheId = await cacheIdOf(t.app, { query: 'ferry' });
    const first = markdownOf((await overview(t.app, { cache_id: cacheId })).events);
    const [h30] = (await t.app.searchService.engine.search('bills', { filters: 'id=3' })).hits;
    await t.app.searchService.write([
      {
        type: 'saveObjects',
        index: 'bills',
        objects: [{ ...(h30 as object), objectID: '3', status_name: 'Signed' }],
      },
    ]);
    try {
      expect(markdownOf((await overview(t.app, { cache_id: cacheId })).events)).toBe(first);
      const rewritten = markdownOf((await overview(t.app, { cache_id: cacheId, per_page: 50 })).events);
      expect(rewritten).toContain('- **By status:** Filed (1), Reported favorably (1), Signed (1)');
    } finally {
      await seedBillMatches(t.app.searchService);
    }
  });

  it('says in an error event that unknown or expired results have no overview', async () => {
    const { res, events } = await overview(t.app, { cache_id: 'no-such-results' });
    expect(res.statusCode).toBe(200);
    expect(events).toEqual([{ event: 'error', data: JSON.stringify({ message: EXPIRED_RESULTS }) }]);
  });

  it('answers 400 naming the parameter before any stream', async () => {
    const cacheId = await cacheIdOf(t.app, { query: 'ferry' });
    const cases: [Record<string, string>, string][] = [
      [{}, 'querystring.cache_id is required'],
      [{ cache_id: cacheId, per_page: '0' }, 'querystring.per_page must be >= 1'],
      [{ cache_id: cacheId, per_page: '1001' }, 'querystring.per_page must be <= 1000'],
      [{ cache_id: cacheId, page: '-1' }, 'querystring.page must be >= 0'],
      [{ cache_id: cacheId, page: 'two' }, 'querystring.page must be integer'],
      [
        { cache_id: cacheId, facetFilters: 'chamber:senate' },
        'querystring.facetFilters must be a JSON array like [["chamber:senate"],["session_name:2025-2026"]]',
      ],
      [{ cache_id: cacheId, facetFilters: '[["chamber"]]' }, 'querystring.facetFilters'],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ method: 'GET', url: insightsUrl(t.app, query) });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.json().message).toContain(message);
    }
    const keyless = await t.app.inject({ method: 'GET', url: `/api/search_insights?cache_id=${cacheId}` });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().message).toMatch(/^querystring\.key is required/);
  });

  it('answers 403 to a key that is not valid or may not search the results', async () => {
    const cacheId = await cacheIdOf(t.app, { query: 'ferry' });
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/search_insights?cache_id=${cacheId}&key=not-a-key`,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Invalid Application-ID or API key',
    });
    const billsOnly = t.app.searchService.keys.create(apiKeyFields({ acl: ['search'], indexes: ['bills'] }));
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/search_insights?cache_id=${cacheId}&key=${billsOnly.value}`,
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe('Index not allowed with this API key');
  });

  it('takes the key from the x-algolia-api-key header too', async () => {
    const cacheId = await cacheIdOf(t.app, { query: 'ferry' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search_insights?cache_id=${cacheId}`,
      headers: { 'x-algolia-api-key': t.app.searchService.searchApiKey },
    });
    expect(res.statusCode).toBe(200);
    expect(parseEvents(res.body).at(-1)?.event).toBe('done');
  });
});

describe('GET /api/search_insights with an OpenAI-compatible language model', () => {
  let llm: Awaited<ReturnType<typeof startFakeChatCompletions>>;
  let app: App;
  let baseUrl: string;
  beforeAll(async () => {
    llm = await startFakeChatCompletions();
    app = await buildApp({
      schemaController: sharedSchemaController,
      db: t.database.db,
      insights: { llm: { url: llm.url, model: 'test-model', apiKey: 'sk-test', timeoutMs: 5000 } },
    });
    await seedBillMatches(app.searchService);
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await llm.close();
  });

  it('prompts with the cached results only and forwards the deltas as they arrive', async () => {
    llm.answer({ deltas: ['**3 bills** match. ', 'See [H 10](/app/bill/1).'], pauseAfterFirst: true });
    const cacheId = await cacheIdOf(app, { query: 'ferry' });
    const stream = await openEventStream(`${baseUrl}${insightsUrl(app, { cache_id: cacheId })}`);
    expect(await stream.next()).toEqual({ event: 'status', data: 'Reading 3 bills…' });
    expect(await stream.next()).toEqual({ event: 'status', data: 'Writing the overview…' });
    // The first delta reaches the browser while the model is still writing.
    expect(await stream.next()).toEqual({
      event: 'chunk',
      data: JSON.stringify({ content: '**3 bills** match. ' }),
    });
    llm.release();
    const events = await stream.rest();
    expect(markdownOf(events)).toBe('**3 bills** match. See [H 10](/app/bill/1).');
    expect(events.at(-1)?.event).toBe('done');

    const { headers, body } = llm.requests.at(-1)!;
    expect(headers.authorization).toBe('Bearer sk-test');
    expect(body).toMatchObject({ model: 'test-model', stream: true });
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages[0]!.content).toMatch(/Use only the search results/);
    expect(body.messages[0]!.content).toMatch(/Cite every bill you mention by its bill number/);
    const prompt = body.messages[1]!.content;
    expect(prompt).toContain('Search words: "ferry"');
    expect(prompt).toContain('Bills found: 3');
    expect(prompt).toContain('1. H 10 (/app/bill/1): An Act relative to ferry service');
    expect(prompt).toContain('2. H 30 (/app/bill/3)');
    expect(prompt).toContain('3. S 20 (/app/bill/2)');
    expect(prompt).toContain(
      `passage Ferry fares (/app/text/${sectionId(1, 6)}): "Discounted ferry fares apply to island residents and students."`,
    );
    expect(prompt).toContain('Only Senate bills (1)');
    // Nothing outside the cached results: not the bill that did not match, nor the database's bills.
    expect(prompt).not.toContain('S 40');
    expect(prompt).not.toContain('nurse');
    expect(prompt).not.toContain('H 100');
  });

  it('aborts the model request when the client disconnects', async () => {
    llm.answer({ deltas: ['Working…', 'never sent'], pauseAfterFirst: true });
    const asked = llm.requests.length;
    const cacheId = await cacheIdOf(app, { query: 'harbor' });
    const stream = await openEventStream(`${baseUrl}${insightsUrl(app, { cache_id: cacheId })}`);
    let event;
    while ((event = await stream.next()) && event.event !== 'chunk');
    expect(llm.requests.length).toBe(asked + 1);
    stream.stop();
    // The server's request to the model is closed before the model finished: the work is freed.
    await expect(llm.closedEarly).resolves.toBeUndefined();
    // …and an interrupted overview is not kept: asking again asks the model again.
    llm.answer({ deltas: ['Again.'] });
    const again = await openEventStream(`${baseUrl}${insightsUrl(app, { cache_id: cacheId })}`);
    expect(markdownOf(await again.rest())).toBe('Again.');
    expect(llm.requests.length).toBe(asked + 2);
  });

  it('ends with an error event when the model fails, and keeps nothing', async () => {
    llm.answer({ deltas: [], failWith: 503 });
    const cacheId = await cacheIdOf(app, { query: 'terminal' });
    const { events } = await overview(app, { cache_id: cacheId });
    expect(events.map((e) => e.event)).toEqual(['status', 'error']);
    expect(JSON.parse(events[1]!.data)).toEqual({
      message: 'The overview could not be written just now. Please try again later.',
    });
    llm.answer({ deltas: ['Recovered.'] });
    expect(markdownOf((await overview(app, { cache_id: cacheId })).events)).toBe('Recovered.');
  });
});
