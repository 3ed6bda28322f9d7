import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOR_SCHEME_SCRIPT_SOURCE } from './lib/color-scheme-script.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'statehouse-client-'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><title>Statehouse</title><div id="root"></div>',
  );
  writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("install", () => {});');
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the app shell and its routes', () => {
  it.each(['/', '/app/legislators', '/app/committees/3', '/laws', '/whipboard/reset/4'])(
    'serves the app shell for the client route %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      // private: the shell may set the CSRF cookie, which a shared cache must not hand to someone else.
      expect(res.headers['cache-control']).toBe('private, no-cache');
    },
  );

  it('answers an unknown page with the shell and status 404, so the client shows its not-found screen', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('answers unknown API routes with 404 JSON in the one error shape', async () => {
    for (const url of ['/api/nope', '/api/', '/1/indexes/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: `No route for GET ${url}`,
      });
    }
    const post = await t.app.inject({ method: 'POST', url: '/app/legislators' });
    expect(post.statusCode).toBe(404);
    expect(post.json().statusCode).toBe(404);
  });

  it('serves hashed assets as immutable and the service worker as always-revalidate', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers on every response', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legislator' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain(
      `script-src 'self' ${COLOR_SCHEME_SCRIPT_SOURCE}`,
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toContain('microphone=(self)');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    // HSTS means something only over HTTPS; a plain-HTTP development server must not pin it.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('pins HTTPS when served over it', async () => {
    const secure = await createTestApp({ trustProxy: true });
    try {
      const res = await secure.app.inject({
        method: 'GET',
        url: '/api/legislator',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });

  it('compresses JSON for clients that accept it, and leaves it alone for those that do not', async () => {
    // Enough members that the list is worth compressing (1 KB and up).
    await t.database.db
      .insertInto('legislators')
      .values(
        Array.from({ length: 20 }, (_, n) => ({
          jurisdiction_id: t.fixtures.jurisdictionId,
          external_id: `compress:${n}`,
          full_name: `Member Number ${n}`,
          short_full_name: `Rep. Member Number ${n}`,
          chamber: 'house' as const,
          active: 1,
        })),
      )
      .execute();
    const url = '/api/legislator?chamber=house';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
  });
});

describe('without a built client', () => {
  it('explains how to build it instead of failing obscurely', async () => {
    const bare = await createTestApp();
    const res = await bare.app.inject({ method: 'GET', url: '/app/legislators' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain('npm run build');
    await bare.close();
  });
});
