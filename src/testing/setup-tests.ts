import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The files that need no DOM share their worker (client-node in vitest.config.ts). Each still starts as a
// page load would: the app's own modules evaluated afresh (their state lives as long as a page: the
// remembered CSRF token …) and real timers (issue 19). In an isolated file both are already so.
vi.resetModules();
vi.useRealTimers();

// findBy…/waitFor wait for a condition; their default 1 s budget fails on a busy machine although
// the condition comes (issue 19). Tests that assert an absence wait on the presence of something else.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Test files that need no DOM say so (`// @vitest-environment node`): a jsdom costs each file seconds
// on a busy machine (issue 19). The others run in jsdom, given the browser APIs it lacks.
if (typeof window !== 'undefined') addWhatJsdomLacks();

function addWhatJsdomLacks() {
  // jsdom lacks these browser APIs that Mantine uses.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
  window.scrollTo = () => {};

  // jsdom has no IntersectionObserver; tests that need it to fire stub their own (vi.stubGlobal).
  class NoopIntersectionObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver ??= NoopIntersectionObserver as unknown as typeof IntersectionObserver;
}

// Injected by vite's `define` in the app build; vitest.config.ts does not load vite.config.ts.
(globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ = '0.0.0-test';
