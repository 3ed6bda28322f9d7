import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Client test files share their worker (isolate: false in vitest.config.ts): its jsdom, and the modules
// from node_modules (React, Mantine: the costly imports). Each file still starts as a page load would: the
// app's own modules evaluated afresh (their state lives as long as a page: the remembered CSRF token, the
// whipboard's queue …; and a file's vi.mock replaces a module the file before imported for real), real
// timers, and the window as a new jsdom has it (issue 19). What a test adds that no reset finds (a listener
// on the document) it removes itself: see early-taps.test.ts.
vi.resetModules();
vi.useRealTimers();
const ENVIRONMENT_OWN = Symbol.for('statehouse.environmentOwnProperties');
if (typeof window !== 'undefined') startAsANewWindow();

function startAsANewWindow() {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  window.history.replaceState(null, '', '/');
  document.title = '';
  // What tests define over the browser's own (navigator.onLine, navigator.serviceWorker,
  // document.visibilityState …) goes. What the environment defined (vitest's document.defaultView, jsdom's
  // document.location) stays: those are noted as the worker's first file starts.
  const environments = globalThis as { [ENVIRONMENT_OWN]?: Map<object, string[]> };
  const environmentOwn = (environments[ENVIRONMENT_OWN] ??= new Map(
    [navigator, document].map((object) => [object, Object.getOwnPropertyNames(object)]),
  ));
  for (const [object, names] of environmentOwn) {
    for (const name of Object.getOwnPropertyNames(object)) {
      if (!names.includes(name)) Reflect.deleteProperty(object, name);
    }
  }
  // Marks a test set on the page (html[data-interactive], Mantine's colour scheme) and anything it left in
  // the body: a dialog still open would be found by the next file's queries.
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.body.replaceChildren();
}

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
