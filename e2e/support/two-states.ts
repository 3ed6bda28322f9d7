import { e2ePorts, startE2eServer } from './e2e-server';

// The second e2e server (issue 15): the demo state and Missouri side by side, nothing chosen by default,
// so a first visit meets the state picker. The main server holds the demo state only, as before.
export const twoStatesBaseUrl = `http://127.0.0.1:${e2ePorts.twoStates}`;

/** Started by states.spec.ts for its tests alone: small demo data, no floor session. */
export const startTwoStatesServer = () =>
  startE2eServer(e2ePorts.twoStates, 'var/e2e-two-states/statehouse.db', {
    E2E_PEOPLE_STATES: 'mo',
    SEED_SCALE: '0.05',
    DEMO_FLOOR_SESSION: 'false',
  });

/** The synthetic Missouri members scripts/e2e-server.mjs imports. */
export const MISSOURI_MEMBERS = ['Rep. Avery Fairbanks', 'Rep. Jordan Whitlock'];
