import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/query-client'; // wires TanStack's onlineManager to the browser's events
import { setBrowserOnline } from '../testing/fixtures/offline';
import { useOfflineSince, useOnlineStatus } from './use-online-status';

afterEach(() => {
  act(() => setBrowserOnline(true));
  vi.useRealTimers();
});

describe('useOnlineStatus', () => {
  it('follows the browser going offline and back', () => {
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);
    act(() => setBrowserOnline(false));
    expect(result.current).toBe(false);
    act(() => setBrowserOnline(true));
    expect(result.current).toBe(true);
  });
});

describe('useOfflineSince', () => {
  it('is the moment the connection dropped, kept for the next start, and null online', () => {
    vi.useFakeTimers({ now: new Date('2026-03-15T10:00:00Z') });
    const { result } = renderHook(() => useOfflineSince());
    expect(result.current).toBeNull();
    vi.setSystemTime(new Date('2026-03-15T10:42:00Z'));
    act(() => setBrowserOnline(false));
    expect(result.current).toBe(Date.parse('2026-03-15T10:42:00Z'));
    vi.setSystemTime(new Date('2026-03-15T11:00:00Z'));
    const later = renderHook(() => useOfflineSince());
    expect(later.result.current).toBe(Date.parse('2026-03-15T10:42:00Z'));
  });
});
