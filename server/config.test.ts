import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { sharedSchemaController } from './testing/schema-compilers.js';
import { loadConfig, parseTrustProxy } from './config.js';
import { createTestDatabase } from './testing/test-database.js';

describe('TRUST_PROXY (issue 17)', () => {
  it("reads a hop count, true as one hop, or the proxies' addresses", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8,::1')).toEqual(['loopback', '10.0.0.0/8', '::1']);
    expect(() => parseTrustProxy('*')).toThrow(
      "TRUST_PROXY must be a hop count (e.g. 1) or a comma list of proxy addresses or ranges, got '*'",
    );
  });

  it('believes only the hop our proxy adds: a client naming other addresses cannot change its own', async () => {
    const database = await createTestDatabase('sqlite');
    const app = await buildApp({ schemaController: sharedSchemaController, db: database.db, trustProxy: 1 });
    app.get('/whoami', async (request) => ({ ip: request.ip, protocol: request.protocol }));
    try {
      const seen = await Promise.all(
        ['1.1.1.1', '2.2.2.2', '3.3.3.3'].map(async (spoofed) => {
          const res = await app.inject({
            method: 'GET',
            url: '/whoami',
            remoteAddress: '10.0.0.1',
            // The client wrote the first address; our proxy appended the one it saw.
            headers: { 'x-forwarded-for': `${spoofed}, 198.51.100.7`, 'x-forwarded-proto': 'https' },
          });
          return res.json<{ ip: string; protocol: string }>();
        }),
      );
      expect(seen).toEqual(Array(3).fill({ ip: '198.51.100.7', protocol: 'https' }));
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});

describe('SEARCH_CLIENT_*_TIMEOUT_MS (issue 18)', () => {
  it('hands the browser phone-sized timeouts unless told otherwise', () => {
    expect(loadConfig({}).searchClientTimeouts).toEqual({ connect: 8000, read: 10_000, write: 30_000 });
    expect(
      loadConfig({ SEARCH_CLIENT_CONNECT_TIMEOUT_MS: '4000', SEARCH_CLIENT_READ_TIMEOUT_MS: ' ' })
        .searchClientTimeouts,
    ).toEqual({ connect: 4000, read: 10_000, write: 30_000 });
  });

  it('names the variable and the allowed range when a value is not whole milliseconds', () => {
    expect(() => loadConfig({ SEARCH_CLIENT_READ_TIMEOUT_MS: '2.5s' })).toThrow(
      "SEARCH_CLIENT_READ_TIMEOUT_MS must be whole milliseconds from 100 to 600000, got '2.5s'",
    );
    expect(() => loadConfig({ SEARCH_CLIENT_WRITE_TIMEOUT_MS: '50' })).toThrow(
      /SEARCH_CLIENT_WRITE_TIMEOUT_MS/,
    );
  });
});
