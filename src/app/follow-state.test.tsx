import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as CurrentState from '../lib/current-state';
import {
  demoState,
  massachusetts,
  missouri,
  setDeviceStateCookie,
  stateList,
} from '../testing/state-fixtures';

const persister = vi.hoisted(() => ({
  setCacheState: vi.fn(),
  flushPersistedCache: vi.fn(async () => {}),
  stopPersisting: vi.fn(),
}));
vi.mock('../lib/persister', () => persister);
const reloads = vi.hoisted(() => ({ reloadInState: vi.fn() }));
vi.mock('../lib/current-state', async (importOriginal) => ({
  ...(await importOriginal<typeof CurrentState>()),
  reloadInState: reloads.reloadInState,
}));

const { adoptServerState, useFollowRecordState } = await import('./follow-state');
const { readDeviceState } = await import('../lib/current-state');

afterEach(() => {
  setDeviceStateCookie(null);
  vi.clearAllMocks();
});

describe('adoptServerState', () => {
  it("remembers the state the server resolves (the only one, the default, the account's)", () => {
    expect(adoptServerState(stateList([demoState], 'demo'))).toBe('demo');
    expect(readDeviceState()).toBe('demo');
    expect(persister.setCacheState).toHaveBeenCalledWith('demo');
  });

  it('remembers nothing when the reader has to pick', () => {
    expect(adoptServerState(stateList([massachusetts, missouri], null))).toBeNull();
    expect(readDeviceState()).toBeNull();
    expect(persister.setCacheState).not.toHaveBeenCalled();
  });
});

describe('useFollowRecordState', () => {
  it("reloads into a record's state when it is not the one followed, after saving what was seen", async () => {
    setDeviceStateCookie('ma');
    renderHook(() => useFollowRecordState('mo'));
    await vi.waitFor(() => expect(reloads.reloadInState).toHaveBeenCalledWith('mo'));
    expect(persister.flushPersistedCache).toHaveBeenCalled();
    expect(persister.stopPersisting).toHaveBeenCalled();
  });

  it('does nothing for a record of the state followed, or before it has loaded', () => {
    setDeviceStateCookie('ma');
    renderHook(() => useFollowRecordState('ma'));
    renderHook(() => useFollowRecordState(undefined));
    expect(reloads.reloadInState).not.toHaveBeenCalled();
    expect(persister.flushPersistedCache).not.toHaveBeenCalled();
  });
});
