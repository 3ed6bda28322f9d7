import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Whipboard } from '../../../../server/schemas/whipboard';
import { createTestQueryClient } from '../../../testing/render-with-providers';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { sentRequests, whipboardFixture, WHIPBOARD_ID } from '../../../testing/fixtures/whipboard';
import { whipboardKeys } from '../api/keys';

const counts = { Yes: 1, LeanYes: 1, TossUp: 2, LeanNo: 0, No: 1, outcome: 'applied' };

/** The engine keeps one queue per page: each test gets a fresh page (module instances). */
async function freshPage() {
  vi.resetModules();
  const engine = await import('./sync-engine');
  const { syncStore } = await import('./sync-store');
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(whipboardKeys.detail(WHIPBOARD_ID), whipboardFixture());
  return { ...engine, syncStore, queryClient };
}
const patches = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  sentRequests(fetchMock).filter((request) => request.method === 'PATCH');

/** Moves the fake clock on until `work` settles. */
async function whileTimePasses(work: Promise<void>): Promise<void> {
  let settled = false;
  const done = work.finally(() => {
    settled = true;
  });
  while (!settled) await vi.advanceTimersByTimeAsync(500);
  return done;
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the whipboard sync engine', () => {
  it('shows a move at once, sends it with an operation id and folds it into the cached board', async () => {
    const page = await freshPage();
    const api = mockApi({
      '/whipboard/1': counts,
    });
    const sending = page.queueMove(page.queryClient, WHIPBOARD_ID, {
      entryId: 1,
      position: 'Lean Yes',
      order: 1,
    });
    expect(page.syncStore.get().pending).toMatchObject([{ entryId: 1, position: 'Lean Yes', order: 1 }]);
    await sending;
    const [patch] = patches(api.fetchMock);
    expect(patch!.url).toBe('/whipboard/1');
    expect(patch!.body).toEqual({
      position: 'Lean Yes',
      whipboardId: WHIPBOARD_ID,
      order: 1,
      operationId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      movedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(page.syncStore.get()).toMatchObject({ pending: [], status: 'idle', overridden: 0 });
    const board = page.queryClient.getQueryData<Whipboard>(whipboardKeys.detail(WHIPBOARD_ID))!;
    expect(board.entries.find((e) => e.id === 1)).toMatchObject({ position: 'Lean Yes', order: 1 });
    // Marked for a refetch, so what the server decided is what the board shows next.
    expect(page.queryClient.getQueryState(whipboardKeys.detail(WHIPBOARD_ID))!.isInvalidated).toBe(true);
  });

  it('keeps moves while offline, says so, and replays them in order when the connection returns', async () => {
    const page = await freshPage();
    page.startWhipboardSync(page.queryClient);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    // Each move is sent three times, with the API client's pauses between (1 s, 3 s), before the queue
    // says offline: the clock is moved through them rather than waited out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await whileTimePasses(
      page.queueMove(page.queryClient, WHIPBOARD_ID, { entryId: 1, position: 'Yes', order: 1 }),
    );
    await whileTimePasses(
      page.queueMove(page.queryClient, WHIPBOARD_ID, { entryId: 2, position: 'No', order: 2 }),
    );
    vi.useRealTimers();
    expect(page.syncStore.get().status).toBe('offline');
    expect(page.syncStore.get().pending.map((m) => m.entryId)).toEqual([1, 2]);

    const api = mockApi({
      '/whipboard/1': counts,
      '/whipboard/2': counts,
      [`/api/whipboards/${WHIPBOARD_ID}`]: whipboardFixture(),
    });
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(page.syncStore.get().pending).toEqual([]));
    const sent = patches(api.fetchMock);
    expect(sent.map((p) => [p.url, p.body!.position])).toEqual([
      ['/whipboard/1', 'Yes'],
      ['/whipboard/2', 'No'],
    ]);
    expect(new Set(sent.map((p) => p.body!.operationId)).size).toBe(2);
    await vi.waitFor(() => expect(page.syncStore.get().status).toBe('idle'));
  });

  it('counts moves a later change elsewhere overrode, and leaves their cards to the server', async () => {
    const page = await freshPage();
    mockApi({
      '/whipboard/3': { ...counts, outcome: 'superseded' },
    });
    await page.queueMove(page.queryClient, WHIPBOARD_ID, { entryId: 3, position: 'Yes', order: 1 });
    expect(page.syncStore.get()).toMatchObject({ pending: [], overridden: 1 });
    const board = page.queryClient.getQueryData<Whipboard>(whipboardKeys.detail(WHIPBOARD_ID))!;
    expect(board.entries.find((e) => e.id === 3)!.position).toBe('Toss-Up');
  });

  it('waits for the user to sign in again when the session is gone', async () => {
    const page = await freshPage();
    mockApi({
      '/whipboard/1': () =>
        jsonResponse(
          { statusCode: 401, error: 'Unauthorized', message: 'Sign in to use this feature.' },
          401,
        ),
    });
    await page.queueMove(page.queryClient, WHIPBOARD_ID, { entryId: 1, position: 'Yes', order: 1 });
    expect(page.syncStore.get().status).toBe('signed-out');
    expect(page.syncStore.get().pending).toHaveLength(1);
  });
});
