import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Persister from '../lib/persister';
import { createTestQueryClient } from '../testing/render-with-providers';

const mocks = vi.hoisted(() => ({ setCacheOwner: vi.fn(), clearPersonal: vi.fn(async () => {}) }));
vi.mock('../lib/persister', async (importOriginal) => ({
  ...(await importOriginal<typeof Persister>()),
  setCacheOwner: mocks.setCacheOwner,
}));
vi.mock('../lib/service-worker', () => ({ clearPersonalRuntimeCache: mocks.clearPersonal }));

const { followCacheOwner } = await import('./provider');

const session = (id: number | null) => ({
  user: id === null ? null : { id, email: 'a@b.c', display_name: 'A' },
  csrfToken: 't',
});

beforeEach(() => {
  mocks.setCacheOwner.mockReset();
  mocks.clearPersonal.mockClear();
});

describe('followCacheOwner', () => {
  it('keeps everything while the same user is signed in', async () => {
    mocks.setCacheOwner.mockReturnValue(false);
    const client = createTestQueryClient();
    const stop = followCacheOwner(client);
    client.setQueryData(['agenda', 'list'], []);
    client.setQueryData(['session', 'current'], session(7));
    await vi.waitFor(() => expect(mocks.setCacheOwner).toHaveBeenCalledWith(7));
    expect(client.getQueryData(['agenda', 'list'])).toEqual([]);
    expect(mocks.clearPersonal).not.toHaveBeenCalled();
    stop();
  });

  it("drops the previous user's answers and the worker's personal cache when the user changes", async () => {
    mocks.setCacheOwner.mockReturnValue(true);
    const client = createTestQueryClient();
    const stop = followCacheOwner(client);
    client.setQueryData(['agenda', 'list'], [{ id: 1 }]);
    client.setQueryData(['session', 'current'], session(null));
    await vi.waitFor(() => expect(mocks.clearPersonal).toHaveBeenCalledOnce());
    expect(mocks.setCacheOwner).toHaveBeenCalledWith(null);
    expect(client.getQueryData(['agenda', 'list'])).toBeUndefined();
    expect(client.getQueryData(['session', 'current'])).toEqual(session(null));
    stop();
  });
});
