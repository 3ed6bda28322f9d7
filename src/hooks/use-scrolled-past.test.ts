import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './use-scrolled-past';

afterEach(() => {
  vi.useRealTimers();
  window.scrollY = 0;
});

describe('useScrolledPast', () => {
  it('follows scroll events past the threshold and back', () => {
    const { result } = renderHook(() => useScrolledPast(400));
    expect(result.current).toBe(false);
    act(() => {
      window.scrollY = 900;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(true);
    act(() => {
      window.scrollY = 100;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(false);
  });

  it('finds a page already scrolled down before it came alive, with no scroll after', () => {
    vi.useFakeTimers();
    window.scrollY = 2700; // the reader scrolled the server-rendered page, then held still
    const { result } = renderHook(() => useScrolledPast(400));
    expect(result.current).toBe(false); // not read during start-up
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
  });
});
