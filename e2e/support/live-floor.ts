import { e2ePorts, startE2eServer } from './e2e-server';

// The server whose demo floor session runs (an action a second: scripts/e2e-server.mjs), for the tests that
// watch the floor move. The workers' own servers have none (e2e/support/test.ts).
export const liveFloorBaseUrl = `http://127.0.0.1:${e2ePorts.liveFloor}`;

/** Started by live-calendar.spec.ts for its tests alone. */
export const startLiveFloorServer = () =>
  startE2eServer(e2ePorts.liveFloor, 'var/e2e-live-floor/statehouse.db');
