import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillChoices, Whipboard, WhipboardList, WhipboardSummary } from '../../../schemas/whipboard.js';
import { anonymousBrowser, signUp, type SignedInBrowser } from '../../../testing/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { insertWhipboardFixtures } from '../../../testing/whipboard-fixtures.js';

let t: TestApp;
let rollCallId: (n: number) => number;
let owner: SignedInBrowser;
let stranger: SignedInBrowser;
beforeAll(async () => {
  t = await createTestApp();
  ({ rollCallId } = await insertWhipboardFixtures(t.database.db, t.fixtures));
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const create = (headers: Headers, payload: object) => call('POST', '/api/whipboards', headers, payload);
const names = (board: Whipboard, position: string) =>
  board.entries.filter((e) => e.position === position).map((e) => `${e.order}:${e.short_full_name}`);

describe('whipboards when signed out', () => {
  it('answers 401 for every call, before looking at the body', async () => {
    const anonymous = await anonymousBrowser(t.app);
    for (const [method, url, payload] of [
      ['GET', '/api/whipboards'],
      ['POST', '/api/whipboards', { nonsense: true }],
      ['GET', '/api/whipboards/1'],
      ['PATCH', '/api/whipboards/1', { question: 'x' }],
      ['DELETE', '/api/whipboards/1'],
      ['GET', '/api/whipboards/bills?number=H100'],
    ] as const) {
      const res = await call(method, url, anonymous, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe('Sign in to use this feature.');
    }
  });
});

describe('creating a whipboard', () => {
  it('starts every serving member of the chamber in Toss-Up, by name, for a named question', async () => {
    const res = await create(owner.headers, { question: '  Ferry tax amendment ', chamber: 'house' });
    expect(res.statusCode).toBe(201);
    const board = res.json<Whipboard>();
    expect(board).toMatchObject({
      question: 'Ferry tax amendment',
      chamber: 'house',
      bill: null,
      counts: { Yes: 0, LeanYes: 0, TossUp: 5, LeanNo: 0, No: 0 },
      url: `/app/whipboards/${board.id}`,
    });
    expect(names(board, 'Toss-Up')).toEqual([
      '1:Rep. Cal Adams',
      '2:Rep. Ada Baker',
      '3:Rep. Fay Cole',
      '4:Rep. Di Moss',
      '5:Rep. Bo Zed',
    ]);
    expect(board.entries[0]).toEqual({
      id: expect.any(Number),
      legislator_id: t.fixtures.idOf('Cal Adams'),
      short_full_name: 'Rep. Cal Adams',
      party: 'Democratic',
      district: '2th Middlesex',
      order: 1,
      position: 'Toss-Up',
      whipboardId: board.id,
    });
  });

  it('copies positions from a roll call of the bill (yes → Yes, no → No, others Toss-Up)', async () => {
    const billId = t.fixtures.billId('H 100');
    const res = await create(owner.headers, { chamber: 'house', billId, rollCallId: rollCallId(1) });
    expect(res.statusCode).toBe(201);
    const board = res.json<Whipboard>();
    expect(board.question).toBe('H 100: School libraries');
    expect(board.bill).toEqual({ id: billId, bill_type_number: 'H 100', url: `/app/bill/${billId}` });
    expect(board.counts).toEqual({ Yes: 2, LeanYes: 0, TossUp: 2, LeanNo: 0, No: 1 });
    expect(names(board, 'Yes')).toEqual(['1:Rep. Ada Baker', '2:Rep. Bo Zed']);
    expect(names(board, 'No')).toEqual(['1:Rep. Cal Adams']);
    expect(names(board, 'Toss-Up')).toEqual(['1:Rep. Fay Cole', '2:Rep. Di Moss']);
  });

  it('names the field for bad input: chamber, question, ids and the roll call rules', async () => {
    const cases: [object, number, string | RegExp][] = [
      [{ chamber: 'joint', question: 'x' }, 400, 'body.chamber must be one of: house, senate'],
      [{ chamber: 'house' }, 400, 'body.question is required when no billId is given'],
      [{ chamber: 'house', question: '   ' }, 400, 'body.question is required when no billId is given'],
      [{ chamber: 'house', question: 'x'.repeat(201) }, 400, /^body\.question /],
      [{ chamber: 'house', billId: 'x' }, 400, /^body\.billId /],
      [{ chamber: 'house', billId: 999_999 }, 404, 'No bill with id 999999.'],
      [
        { chamber: 'house', question: 'q', rollCallId: rollCallId(1) },
        400,
        /^body\.rollCallId needs body\.billId/,
      ],
      [
        { chamber: 'house', billId: t.fixtures.billId('H 100'), rollCallId: 999_999 },
        404,
        'No roll call with id 999999.',
      ],
      [
        { chamber: 'house', billId: t.fixtures.billId('H 100'), rollCallId: rollCallId(3) },
        400,
        `body.rollCallId: roll call ${rollCallId(3)} is not a vote on bill ${t.fixtures.billId('H 100')}`,
      ],
      [
        { chamber: 'house', billId: t.fixtures.billId('H 100'), rollCallId: rollCallId(2) },
        400,
        `body.chamber must be senate, the chamber of roll call ${rollCallId(2)}`,
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await create(owner.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
  });

  it('refuses without a valid CSRF token and creates nothing', async () => {
    const { 'x-csrf-token': _token, ...noToken } = owner.headers;
    const before = await t.database.db.selectFrom('whipboards').select('id').execute();
    expect((await create(noToken, { question: 'q', chamber: 'house' })).statusCode).toBe(403);
    const crossed = { ...owner.headers, 'x-csrf-token': stranger.headers['x-csrf-token'] };
    expect((await create(crossed, { question: 'q', chamber: 'house' })).statusCode).toBe(403);
    expect(await t.database.db.selectFrom('whipboards').select('id').execute()).toEqual(before);
  });
});

describe('listing, opening, renaming and deleting', () => {
  it("lists only the owner's boards, newest change first, privately", async () => {
    const res = await call('GET', '/api/whipboards', owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const boards = res.json<WhipboardList>();
    expect(boards.map((b) => b.question)).toEqual(['H 100: School libraries', 'Ferry tax amendment']);
    expect(boards[0]!.counts).toEqual({ Yes: 2, LeanYes: 0, TossUp: 2, LeanNo: 0, No: 1 });
    expect((await call('GET', '/api/whipboards', stranger.headers)).json()).toEqual([]);
  });

  it("opens the owner's board; another user's board or an unknown id is 404, a bad id 400", async () => {
    const [board] = (await call('GET', '/api/whipboards', owner.headers)).json<WhipboardList>();
    const url = `/api/whipboards/${board!.id}`;
    const mine = await call('GET', url, owner.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.json<Whipboard>().entries).toHaveLength(5);
    const theirs = await call('GET', url, stranger.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(`No whipboard with id ${board!.id}.`);
    expect((await call('GET', '/api/whipboards/999999', owner.headers)).statusCode).toBe(404);
    const bad = await call('GET', '/api/whipboards/abc', owner.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^params\.id /);
  });

  it('renames for the owner only, and refuses a blank name', async () => {
    const [board] = (await call('GET', '/api/whipboards', owner.headers)).json<WhipboardList>();
    const url = `/api/whipboards/${board!.id}`;
    const renamed = await call('PATCH', url, owner.headers, { question: ' Libraries, final count ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<WhipboardSummary>()).toMatchObject({
      id: board!.id,
      question: 'Libraries, final count',
    });
    expect((await call('PATCH', url, stranger.headers, { question: 'Mine now' })).statusCode).toBe(404);
    const blank = await call('PATCH', url, owner.headers, { question: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('body.question is required');
  });

  it('deletes for the owner only, cards and all', async () => {
    const created = (
      await create(owner.headers, { question: 'Short-lived', chamber: 'senate' })
    ).json<Whipboard>();
    const url = `/api/whipboards/${created.id}`;
    expect(created.entries.map((e) => e.short_full_name)).toEqual(['Sen. Dee Senn']);
    expect((await call('DELETE', url, stranger.headers)).statusCode).toBe(404);
    expect((await call('DELETE', url, owner.headers)).statusCode).toBe(204);
    expect((await call('DELETE', url, owner.headers)).statusCode).toBe(404);
    const cards = await t.database.db
      .selectFrom('whipboard_entries')
      .select('id')
      .where('whipboard_id', '=', created.id)
      .execute();
    expect(cards).toEqual([]);
  });
});

describe('GET /api/whipboards/bills', () => {
  it('finds a bill by number in any spelling, with its roll calls newest first', async () => {
    for (const number of ['H 100', 'h100', 'H.0100']) {
      const res = await call(
        'GET',
        `/api/whipboards/bills?number=${encodeURIComponent(number)}`,
        owner.headers,
      );
      expect(res.statusCode, number).toBe(200);
      const [bill] = res.json<BillChoices>();
      expect(bill).toMatchObject({
        bill_type_number: 'H 100',
        title: 'School libraries',
        session_name: '2025-2026',
      });
      expect(bill!.roll_calls.map((r) => [r.roll_call_number, r.chamber])).toEqual([
        [2, 'senate'],
        [1, 'house'],
      ]);
    }
    const byId = await call('GET', `/api/whipboards/bills?id=${t.fixtures.billId('S 7')}`, owner.headers);
    expect(byId.json<BillChoices>().map((b) => b.bill_type_number)).toEqual(['S 7']);
    const none = await call('GET', '/api/whipboards/bills?number=H9999', owner.headers);
    expect(none.json()).toEqual([]);
  });

  it('names the field when the number is missing or not a bill number', async () => {
    const missing = await call('GET', '/api/whipboards/bills', owner.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('querystring.number or querystring.id is required');
    const bad = await call('GET', '/api/whipboards/bills?number=100', owner.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^querystring\.number must be a bill number/);
  });
});
