import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * API and search-service paths, and the server-rendered whipboard, are real server pages: a navigation
 * to them must reach the network instead of being answered with the app shell.
 */
export const NOT_APP_SHELL = [/^\/api\//, /^\/1\//, /^\/whipboard/];

/** Answers every other navigation with the precached index.html so deep links work offline. */
export function registerNavigationRoute(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_APP_SHELL }));
}
