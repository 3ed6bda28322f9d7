import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackingList, TrackingLists } from '../../../schemas/tracking.js';
import { anonymousBrowser, signUp, type SignedInBrowser } from '../../../testing/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { insertTrackingFixtures } from '../../../testing/tracking-fixtures.js';

let t: TestApp;
let billId: (n: string) => number;
let owner: SignedInBrowser;
let stranger: SignedInBrowser;
beforeAll(async () => {
  t = await createTestApp();
  ({ billId } = await insertTrackingFixtures(t.database.db, t.fixtures));
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const lists = async (browser: SignedInBrowser) =>
  (await call('GET', '/api/tracking/lists', browser.headers)).json<TrackingLists>();
const createList = (headers: Headers, payload: object) =>
  call('POST', '/api/tracking/lists', headers, payload);
const rows = () => t.database.db.selectFrom('tracking_list_bills').selectAll().orderBy('bill_id').execute();
const noToken = (headers: Headers) => {
  const { 'x-csrf-token': _token, ...rest } = headers;
  return rest;
};

describe('tracking lists when signed out', () => {
  it('answers 401 for every call, before looking at the body', async () => {
    const anonymous = await anonymousBrowser(t.app);
    for (const [method, url, payload] of [
      ['GET', '/api/tracking/lists'],
      ['POST', '/api/tracking/lists', { name: 'x' }],
      ['POST', '/api/tracking/lists', { nonsense: true }],
      ['PATCH', '/api/tracking/lists/1', { name: 'x' }],
      ['DELETE', '/api/tracking/lists/1'],
      ['POST', '/api/tracking/lists/1/bills', { billIds: [1] }],
      ['DELETE', '/api/tracking/lists/1/bills', { billIds: [1] }],
      ['GET', '/api/tracking/bills'],
    ] as const) {
      const res = await call(method, url, anonymous, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe('Sign in to use this feature.');
    }
  });
});

describe('creating, renaming and deleting lists', () => {
  it('creates a list holding bills at once, and lists it for its owner only', async () => {
    const res = await createList(owner.headers, {
      name: '  Transportation ',
      billIds: [billId('S 7'), billId('H 100'), billId('S 7')],
    });
    expect(res.statusCode).toBe(201);
    const list = res.json<TrackingList>();
    expect(list).toMatchObject({ name: 'Transportation', bill_count: 2 });
    expect(Date.parse(list.created_at)).not.toBeNaN();
    const listed = await call('GET', '/api/tracking/lists', owner.headers);
    expect(listed.headers['cache-control']).toBe('private, no-cache');
    expect(listed.json()).toEqual([list]);
    expect(await lists(stranger)).toEqual([]);
  });

  it('refuses a blank, long or taken name, naming the field, and unknown bills with 404', async () => {
    const blank = await createList(owner.headers, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'body.name is required' });
    const long = await createList(owner.headers, { name: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^body\.name /);
    const taken = await createList(owner.headers, { name: 'Transportation' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('body.name: you already have a list named “Transportation”');
    const unknown = await createList(owner.headers, { name: 'Ghosts', billIds: [999_998, 999_999] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No bills with ids 999998, 999999.');
    expect((await lists(owner)).map((l) => l.name)).toEqual(['Transportation']);
    // Another user may use the same name.
    expect((await createList(stranger.headers, { name: 'Transportation' })).statusCode).toBe(201);
  });

  it('refuses creation without a valid CSRF token and changes nothing', async () => {
    const before = await lists(owner);
    expect((await createList(noToken(owner.headers), { name: 'Sneaky' })).statusCode).toBe(403);
    const foreignToken = { ...owner.headers, 'x-csrf-token': stranger.headers['x-csrf-token'] };
    expect((await createList(foreignToken, { name: 'Sneaky' })).statusCode).toBe(403);
    expect(await lists(owner)).toEqual(before);
  });

  it("renames the owner's list; another user's id is 404 and a taken name 409", async () => {
    const [list] = await lists(owner);
    const other = (await createList(owner.headers, { name: 'Schools' })).json<TrackingList>();
    const url = `/api/tracking/lists/${list!.id}`;
    expect((await call('PATCH', url, stranger.headers, { name: 'Mine now' })).json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: `No tracking list with id ${list!.id}.`,
    });
    expect((await call('PATCH', url, noToken(owner.headers), { name: 'Ferries' })).statusCode).toBe(403);
    expect((await call('PATCH', url, owner.headers, { name: 'Schools' })).statusCode).toBe(409);
    const renamed = await call('PATCH', url, owner.headers, { name: 'Ferries' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<TrackingList>()).toMatchObject({ id: list!.id, name: 'Ferries', bill_count: 2 });
    // Keeping its own name is not a conflict.
    expect((await call('PATCH', url, owner.headers, { name: 'Ferries' })).statusCode).toBe(200);
    expect((await lists(owner)).map((l) => l.name)).toEqual(['Ferries', 'Schools']);
    await call('DELETE', `/api/tracking/lists/${other.id}`, owner.headers);
  });

  it("deletes the owner's list with its entries; another user's id is 404 and leaves it", async () => {
    const list = (
      await createList(owner.headers, { name: 'Short-lived', billIds: [billId('H 300')] })
    ).json<TrackingList>();
    const url = `/api/tracking/lists/${list.id}`;
    expect((await call('DELETE', url, stranger.headers)).statusCode).toBe(404);
    expect((await call('DELETE', url, noToken(owner.headers))).statusCode).toBe(403);
    expect((await lists(owner)).map((l) => l.id)).toContain(list.id);
    expect((await call('DELETE', url, owner.headers)).statusCode).toBe(204);
    expect((await call('DELETE', url, owner.headers)).statusCode).toBe(404);
    expect((await rows()).some((row) => row.tracking_list_id === list.id)).toBe(false);
    expect((await call('DELETE', '/api/tracking/lists/abc', owner.headers)).statusCode).toBe(400);
  });
});

describe('adding and removing bills', () => {
  it('adds bills once each and removes them, for the owner only', async () => {
    const [list] = await lists(owner);
    const url = `/api/tracking/lists/${list!.id}/bills`;
    const added = await call('POST', url, owner.headers, { billIds: [billId('H 300'), billId('H 100')] });
    expect(added.statusCode).toBe(200);
    expect(added.json<TrackingList>().bill_count).toBe(3);
    const before = await rows();
    expect((await call('POST', url, stranger.headers, { billIds: [billId('H 300')] })).statusCode).toBe(404);
    expect((await call('DELETE', url, stranger.headers, { billIds: [billId('H 300')] })).statusCode).toBe(
      404,
    );
    expect((await call('POST', url, noToken(owner.headers), { billIds: [billId('H 300')] })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', url, noToken(owner.headers), { billIds: [billId('S 7')] })).statusCode).toBe(
      403,
    );
    expect(await rows()).toEqual(before);
    const removed = await call('DELETE', url, owner.headers, { billIds: [billId('H 300'), 999_999] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<TrackingList>().bill_count).toBe(2);
  });

  it('rejects an empty or malformed selection with 400 and unknown bills with 404', async () => {
    const [list] = await lists(owner);
    const url = `/api/tracking/lists/${list!.id}/bills`;
    const empty = await call('POST', url, owner.headers, { billIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^body\.billIds /);
    expect((await call('POST', url, owner.headers, { billIds: ['x'] })).json().message).toMatch(
      /^body\.billIds/,
    );
    const unknown = await call('POST', url, owner.headers, { billIds: [999_999] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No bill with id 999999.');
    expect(
      (await call('POST', '/api/tracking/lists/999999/bills', owner.headers, { billIds: [1] })).statusCode,
    ).toBe(404);
  });
});
