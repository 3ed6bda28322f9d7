// The page's only script. A server-rendered first screen is shown before the app's code is even
// requested (src/app/start-up-modules.ts): on a slow phone, fetching and running that code first would
// hold the paint back by seconds (issue 8: LCP ≤ 2 s on slow 4G). The plain app shell (service worker,
// personal pages) starts at once.
import { holdEarlyTaps } from './app/early-taps';
import { isServerRenderedPage } from './app/server-state';
import { requestStartUpModules } from './app/start-up-modules';
import { listenForInstallPrompt } from './hooks/use-install-prompt';
import { yieldToBrowser } from './utils/yield-to-browser';

/** A tab opened in the background never paints; it starts after this long anyway. */
const PAINT_FALLBACK_MS = 2000;

/** Resolves once the browser has shown the page's first content (its paint timing entry is out). */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined') return resolve();
    const done = () => {
      observer.disconnect();
      resolve();
    };
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(done, PAINT_FALLBACK_MS);
  });
}

// The browser may offer installation before the app has loaded; the event is kept until Me shows it.
listenForInstallPrompt();

if (isServerRenderedPage()) {
  holdEarlyTaps();
  await afterFirstContentfulPaint();
}
void requestStartUpModules();
// Evaluating a module graph is one task: React DOM, React Router, and the providers (Mantine, the query
// cache and its IndexedDB store) are evaluated each on its own, so start-up is four shorter tasks with
// input handled in between (issue 8 and 20: TBT; the app's module with the providers in it was 12-18 ms of
// one task). The app's own module then finds them already evaluated.
await import('react-dom/client');
await yieldToBrowser();
await import('./app/router-library');
await yieldToBrowser();
await import('./app/provider');
await yieldToBrowser();
await import('./app/start');
