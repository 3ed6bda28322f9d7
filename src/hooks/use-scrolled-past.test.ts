import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './use-scrolled-past';

/** Where the window is scrolled to (jsdom does no layout; other files in this worker define it too). */
const scrolledTo = (y: number) =>
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });

afterEach(() => {
  vi.useRealTimers();
  scrolledTo(0);
});

describe('useScrolledPast', () => {
  it('follows scroll events past the threshold and back', () => {
    const { result } = renderHook(() => useScrolledPast(400));
    expect(result.current).toBe(false);
    act(() => {
      scrolledTo(900);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(true);
    act(() => {
      scrolledTo(100);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(false);
  });

  it('finds a page already scrolled down before it came alive, with no scroll after', () => {
    vi.useFakeTimers();
    scrolledTo(2700); // the reader scrolled the server-rendered page, then held still
    const { result } = renderHook(() => useScrolledPast(400));
    expect(result.current).toBe(false); // not read during start-up
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
  });
});
