// The app itself, loaded by src/main.tsx.
import './mantine-styles';
import './global.css';
import { hydrate, timeoutManager } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { followServerState, followStateFromDevice } from './follow-state';
import { createAppRouter } from './router';
import { readServerState } from './server-state';
import { createCoalescedTimeouts } from '../lib/coalesced-timeouts';
import { persistOptions, queryClient } from '../lib/query-client';
import { registerServiceWorker } from '../lib/service-worker';

// Before the first query exists, as TanStack requires: every observer's stale timer and every query's
// garbage-collection timer then share one platform timer (coalesced-timeouts.ts). The browser's app only:
// the server renders pages with TanStack's own timers.
timeoutManager.setTimeoutProvider(createCoalescedTimeouts());
registerServiceWorker();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">.');

// A first visit gets the first screen rendered by the server (server/plugins/page-renderer.ts); React
// then hydrates it with the same answers. The service worker's app shell has no state: render from scratch.
const serverState = readServerState();
// Which state the page follows comes first: the saved cache is stored per state (issue 15).
const deviceState = followStateFromDevice();
// What the reader saw before is restored before the first render, not during it: a restore landing after
// the first render re-rendered the whole screen at once (a long task). The server's answers are newer.
const persist = { queryClient, ...persistOptions(queryClient) };
await persistQueryClientRestore(persist);
// Restored answers are shown at once but asked for again as their screens mount: the saved copy can lag
// what the reader last saw by a moment (saving is throttled), and the server may have moved on.
void queryClient.invalidateQueries({ refetchType: 'none' });
if (serverState) hydrate(queryClient, serverState.queries);
// A device that has picked none follows what the server resolves for it (from the server-rendered page's
// answers when it has them); when there is none, the shell asks before showing anything.
if (!deviceState) await followServerState(queryClient);
persistQueryClientSubscribe(persist);
// Queued writes restored from storage are sent now (and when the connection returns).
void queryClient.resumePausedMutations();
const router = await createAppRouter(queryClient, serverState?.router);
const app = (
  <StrictMode>
    <App router={router} serverSearch={serverState?.search} />
  </StrictMode>
);
// In a transition, React renders (and hydrates) in slices of a few milliseconds, yielding in between;
// otherwise the first render is one task, up to a second long on a slow phone (issue 8: TBT).
startTransition(() => {
  if (serverState) hydrateRoot(rootElement, app);
  else createRoot(rootElement).render(app);
});
