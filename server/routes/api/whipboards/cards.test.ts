import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MoveEntryResponse, UpdateAllResponse, Whipboard } from '../../../schemas/whipboard.js';
import { anonymousBrowser, signUp, type SignedInBrowser } from '../../../testing/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { insertWhipboardFixtures } from '../../../testing/whipboard-fixtures.js';

let t: TestApp;
let clientDir: string;
let owner: SignedInBrowser;
let stranger: SignedInBrowser;
let board: Whipboard;
let otherBoard: Whipboard;
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'statehouse-whip-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ clientDir });
  await insertWhipboardFixtures(t.database.db, t.fixtures);
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  otherBoard = await newBoard(stranger, 'Theirs');
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});
beforeEach(async () => {
  board = await newBoard(owner, 'Mine');
});

async function newBoard(browser: SignedInBrowser, question: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/whipboards',
    headers: browser.headers,
    payload: { question, chamber: 'house' },
  });
  return res.json<Whipboard>();
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const card = (name: string, on = board) => on.entries.find((e) => e.short_full_name === `Rep. ${name}`)!.id;
const move = (entryId: number | string, payload: object, headers: Record<string, string> = owner.headers) =>
  t.app.inject({
    method: 'PATCH',
    url: `/whipboard/${entryId}`,
    headers,
    payload: { whipboardId: board.id, ...payload },
  });
const updateAll = (payload: object, headers: Record<string, string> = owner.headers) =>
  t.app.inject({ method: 'PUT', url: '/whipboard/updateAll', headers, payload });
async function columns() {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/whipboards/${board.id}`,
    headers: owner.headers,
  });
  const columns: Record<string, string[]> = {};
  for (const entry of res.json<Whipboard>().entries)
    (columns[entry.position] ??= [])[entry.order - 1] = entry.short_full_name.replace('Rep. ', '');
  return columns;
}

describe('PATCH /whipboard/{entryId}', () => {
  it('moves a card, renumbers every column and answers the new counts', async () => {
    const res = await move(card('Fay Cole'), { position: 'Lean Yes' });
    expect(res.statusCode).toBe(200);
    expect(res.json<MoveEntryResponse>()).toEqual({
      Yes: 0,
      LeanYes: 1,
      TossUp: 4,
      LeanNo: 0,
      No: 0,
      outcome: 'applied',
    });
    await move(card('Bo Zed'), { position: 'Lean Yes', order: 1 });
    await move(card('Cal Adams'), { position: 'Lean Yes', order: 2 });
    expect(await columns()).toEqual({
      'Lean Yes': ['Bo Zed', 'Cal Adams', 'Fay Cole'],
      'Toss-Up': ['Ada Baker', 'Di Moss'],
    });
    // Within a column: to the top, and past the end (clamped to the last place).
    await move(card('Fay Cole'), { position: 'Lean Yes', order: 1 });
    await move(card('Bo Zed'), { position: 'Lean Yes', order: 99 });
    expect((await columns())['Lean Yes']).toEqual(['Fay Cole', 'Cal Adams', 'Bo Zed']);
  });

  it('applies an operation id once: a replay changes nothing and says so', async () => {
    const operationId = 'op-7f3c9a2e-0001';
    const first = await move(card('Di Moss'), { position: 'No', operationId });
    expect(first.json<MoveEntryResponse>().outcome).toBe('applied');
    await move(card('Di Moss'), { position: 'Yes' });
    const replay = await move(card('Di Moss'), { position: 'No', operationId });
    expect(replay.statusCode).toBe(200);
    expect(replay.json<MoveEntryResponse>()).toMatchObject({ outcome: 'replayed', Yes: 1, No: 0 });
    expect((await columns()).Yes).toEqual(['Di Moss']);
    // The same id on another board is another operation.
    const elsewhere = await t.app.inject({
      method: 'PATCH',
      url: `/whipboard/${card('Di Moss', otherBoard)}`,
      headers: stranger.headers,
      payload: { whipboardId: otherBoard.id, position: 'No', operationId },
    });
    expect(elsewhere.json<MoveEntryResponse>().outcome).toBe('applied');
  });

  it('lets the last write per card win: an older move of a card moved since is superseded', async () => {
    // A move made offline after the board was created, replayed after the card was moved elsewhere.
    await tick();
    const earlier = new Date().toISOString();
    await tick();
    await move(card('Ada Baker'), { position: 'Yes' });
    const stale = await move(card('Ada Baker'), { position: 'No', movedAt: earlier });
    expect(stale.json<MoveEntryResponse>()).toMatchObject({ outcome: 'superseded', Yes: 1, No: 0 });
    // Other cards are not affected by that card's history.
    const other = await move(card('Cal Adams'), { position: 'No', movedAt: earlier });
    expect(other.json<MoveEntryResponse>()).toMatchObject({ outcome: 'applied', No: 1 });
    // A clock running ahead cannot pin a card: the time is capped at the server's now.
    await move(card('Bo Zed'), { position: 'Yes', movedAt: '2099-01-01T00:00:00.000Z' });
    const later = await move(card('Bo Zed'), { position: 'Lean No' });
    expect(later.json<MoveEntryResponse>().outcome).toBe('applied');
  });

  it('rejects a bad position, order, operation id or time with 400 naming the field', async () => {
    const cases: [object, RegExp | string][] = [
      [{ position: 'Maybe' }, 'body.position must be one of: Yes, Lean Yes, Toss-Up, Lean No, No'],
      [{}, 'body.position is required'],
      [{ position: 'Yes', order: 0 }, /^body\.order /],
      [{ position: 'Yes', operationId: 'short' }, /^body\.operationId /],
      [{ position: 'Yes', movedAt: 'yesterday' }, /^body\.movedAt /],
    ];
    for (const [payload, message] of cases) {
      const res = await move(card('Ada Baker'), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await move('abc', { position: 'Yes' })).statusCode).toBe(400);
  });

  it("refuses another board's entry (400), an unknown entry (404) and another user's board (404)", async () => {
    const foreign = await move(card('Ada Baker', otherBoard), { position: 'Yes' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(
      `params.id: entry ${card('Ada Baker', otherBoard)} is not on whipboard ${board.id}`,
    );
    const unknown = await move(999_999, { position: 'Yes' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No whipboard entry with id 999999.');
    const theirs = await move(card('Ada Baker', otherBoard), { position: 'Yes', whipboardId: otherBoard.id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(`No whipboard with id ${otherBoard.id}.`);
    expect(await columns()).toEqual({
      'Toss-Up': ['Cal Adams', 'Ada Baker', 'Fay Cole', 'Di Moss', 'Bo Zed'],
    });
  });

  it('needs a signed-in owner and a CSRF token', async () => {
    const { 'x-csrf-token': _token, ...noToken } = owner.headers;
    expect((await move(card('Ada Baker'), { position: 'Yes' }, noToken)).statusCode).toBe(403);
    const anonymous = await anonymousBrowser(t.app);
    const signedOut = await move(card('Ada Baker'), { position: 'Yes' }, anonymous);
    expect(signedOut.statusCode).toBe(401);
    expect((await columns()).Yes).toBeUndefined();
  });
});

describe('PUT /whipboard/updateAll', () => {
  it('arranges the listed cards and renumbers every column', async () => {
    const res = await updateAll({
      operationId: 'bulk-0000-0001',
      whipboard: [
        { id: card('Bo Zed'), position: 'Yes', order: 2, whipboardId: board.id },
        { id: card('Ada Baker'), position: 'Yes', order: 1, whipboardId: board.id },
        { id: card('Di Moss'), position: 'No', order: 7, whipboardId: board.id },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<UpdateAllResponse>();
    expect(body).toMatchObject({ outcome: 'applied', Yes: 2, TossUp: 2, No: 1 });
    expect(body.whipboard).toHaveLength(5);
    expect(await columns()).toEqual({
      Yes: ['Ada Baker', 'Bo Zed'],
      'Toss-Up': ['Cal Adams', 'Fay Cole'],
      No: ['Di Moss'],
    });
    const replay = await updateAll({
      operationId: 'bulk-0000-0001',
      whipboard: [{ id: card('Bo Zed'), position: 'No', order: 1, whipboardId: board.id }],
    });
    expect(replay.json<UpdateAllResponse>()).toMatchObject({ outcome: 'replayed', No: 1 });
  });

  it('refuses mixed boards, repeats, unknown and foreign entries, and bad positions', async () => {
    const entry = (id: number, whipboardId = board.id) => ({ id, position: 'Yes', order: 1, whipboardId });
    const cases: [object, number, string | RegExp][] = [
      [{ whipboard: [] }, 400, /^body\.whipboard /],
      [
        { whipboard: [{ ...entry(card('Ada Baker')), position: 'Nope' }] },
        400,
        /^body\.whipboard\.0\.position must be one of/,
      ],
      [
        { whipboard: [entry(card('Ada Baker')), entry(card('Ada Baker', otherBoard), otherBoard.id)] },
        400,
        `body.whipboard: entries must be on one whipboard, not ${board.id}, ${otherBoard.id}`,
      ],
      [{ whipboard: [entry(card('Ada Baker')), entry(card('Ada Baker'))] }, 400, /is listed twice$/],
      [{ whipboard: [entry(999_999)] }, 404, 'No whipboard entry with id 999999.'],
      [{ whipboard: [entry(card('Ada Baker', otherBoard))] }, 400, /is not on whipboard/],
      [
        { whipboard: [entry(card('Ada Baker', otherBoard), otherBoard.id)] },
        404,
        `No whipboard with id ${otherBoard.id}.`,
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await updateAll(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    const { 'x-csrf-token': _token, ...noToken } = owner.headers;
    expect((await updateAll({ whipboard: [entry(card('Ada Baker'))] }, noToken)).statusCode).toBe(403);
    expect((await columns()).Yes).toBeUndefined();
  });
});

describe('Reset Board', () => {
  it('puts everyone back in Toss-Up by name, and later replays of older moves are superseded', async () => {
    await tick();
    const madeAt = new Date().toISOString();
    await tick();
    await move(card('Bo Zed'), { position: 'Yes' });
    await move(card('Ada Baker'), { position: 'No' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/whipboard/reset/${board.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Whipboard>().counts).toEqual({ Yes: 0, LeanYes: 0, TossUp: 5, LeanNo: 0, No: 0 });
    expect(await columns()).toEqual({
      'Toss-Up': ['Cal Adams', 'Ada Baker', 'Fay Cole', 'Di Moss', 'Bo Zed'],
    });
    const queued = await move(card('Fay Cole'), {
      position: 'Yes',
      movedAt: madeAt,
      operationId: 'queued-before-reset',
    });
    expect(queued.json<MoveEntryResponse>().outcome).toBe('superseded');
  });

  it("is owner-only and CSRF-checked; another user's board is 404", async () => {
    const url = `/whipboard/reset/${otherBoard.id}`;
    expect((await t.app.inject({ method: 'POST', url, headers: owner.headers })).statusCode).toBe(404);
    const { 'x-csrf-token': _token, ...noToken } = stranger.headers;
    expect((await t.app.inject({ method: 'POST', url, headers: noToken })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/whipboard/reset/x', headers: owner.headers })).statusCode,
    ).toBe(400);
  });
});

describe('pages and API under /whipboard', () => {
  it('serves the app shell for page visits, so the confirmation page and API never collide', async () => {
    for (const url of [
      `/whipboard/reset/${board.id}`,
      `/whipboard/${card('Ada Baker')}`,
      `/app/whipboards/${board.id}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: `/whipboard/${board.id}`,
      headers: owner.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(`No route for DELETE /whipboard/${board.id}`);
  });
});
