import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { firstUnstorable } from './storable-values.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('values a database would refuse (issue 17)', () => {
  it('refuses an id AJV turned into Infinity in a route parameter, naming it', async () => {
    // find-my-way's params are not plain objects: a check that walked only those let this reach PostgreSQL.
    for (const url of ['/api/bill/1e309', '/api/bill/1e309/summary']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        message: expect.stringContaining('params.id'),
      });
    }
  });

  it('never walks a stream or raw bytes (a proxied body)', () => {
    expect(firstUnstorable(Readable.from(['x\u0000y']))).toBeNull();
    expect(firstUnstorable(Buffer.from('x\u0000y'))).toBeNull();
    expect(firstUnstorable({ a: ['x\u0000y'] })).toContain('a.0');
  });
});
