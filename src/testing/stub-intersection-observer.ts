import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A stand-in IntersectionObserver whose callback the test fires, as scrolling would (jsdom has none that
 * fires). Undo with vi.unstubAllGlobals().
 */
export function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; rootMargin?: string; disconnected: boolean }[] =
    [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, rootMargin: options?.rootMargin, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  /** Every observer still observing is told its target is (or is not) within its margin. */
  const scrollNear = (isIntersecting: boolean) =>
    act(() => {
      for (const observer of observers.filter((o) => !o.disconnected))
        observer.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { observers, scrollNear };
}
